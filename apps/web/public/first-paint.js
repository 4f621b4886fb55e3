// The static first paint of the login page (issue 15): index.html carries a picture of the login
// form in the four languages; on /home/login this shows it in the stored language, with the stored
// logo (on a first visit, the host's, from its portal config), until the app renders the real form
// and removes it (src/lib/first-paint.ts). A classic script of its own, as the
// Content-Security-Policy allows no inline script.
(function () {
  if (location.pathname !== '/home/login') return;
  var root = document.documentElement;
  var language = null;
  var logo = null;
  try {
    language = localStorage.getItem('language');
    logo = localStorage.getItem('logoUrl');
  } catch (_) {
    // Storage blocked: the default language and no logo.
  }
  if (['zh-CN', 'en-US', 'fr-FR', 'de-DE'].indexOf(language) < 0) language = 'en-US';
  root.lang = language;
  // Resolves once the form is on screen with its logo (or without, when there is none to show):
  // main.tsx starts the app then, so the logo does not wait behind the app's scripts.
  var painted;
  window.portsideFirstPaint = new Promise(function (resolve) {
    painted = resolve;
  });
  var showLogo = function (url) {
    if (typeof url !== 'string' || !/^\/[\w./-]*$/.test(url)) return painted();
    root.style.setProperty('--first-paint-logo', 'url("' + url + '")');
    var image = new Image();
    image.onload = painted;
    image.onerror = painted;
    image.src = url;
  };
  root.setAttribute('data-first-paint', '');
  if (logo) {
    showLogo(logo);
  } else {
    // A first visit: the host's logo comes with its portal config, which the app asks for again.
    fetch('/cms/api/Portal/GetPortalConfig')
      .then(function (response) {
        return response.json();
      })
      .then(function (answer) {
        showLogo(answer && answer.ErrorCode === 0 && answer.Body ? answer.Body.LogoUrl : null);
      })
      .catch(function () {
        // The app shows the logo, or the failure, once it runs.
        painted();
      });
  }
})();
