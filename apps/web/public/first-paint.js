// The static first paint (issue 15): index.html carries a picture of the login form and of the
// loading indicator in the four languages. This shows one of them in the stored language until the
// app draws its own screen and removes it (src/lib/first-paint.ts): on /home/login the form, with
// the stored logo (on a first visit, the host's, from its portal config), elsewhere the indicator,
// so that a phone shows more than a blank page while the app's code loads. A classic script of its
// own, as the Content-Security-Policy allows no inline script.
(function () {
  var root = document.documentElement;
  // The host's portal config, which every page waits for (and a signed-in page's session request,
  // for the token's cookie names): asked for now, beside the app's scripts, and taken by the app
  // (src/shared/portal/portal-config.ts) instead of asked for once its code has run.
  var config = fetch('/cms/api/Portal/GetPortalConfig').then(function (response) {
    return response.json();
  });
  // The app asks again on a failure, and reports it then.
  config.catch(function () {});
  window.portsideConfigAnswer = config;
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
  if (location.pathname !== '/home/login') {
    root.setAttribute('data-first-paint', 'loading');
    return;
  }
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
  root.setAttribute('data-first-paint', 'login');
  if (logo) {
    showLogo(logo);
  } else {
    // A first visit: the host's logo comes with its portal config.
    config
      .then(function (answer) {
        showLogo(answer && answer.ErrorCode === 0 && answer.Body ? answer.Body.LogoUrl : null);
      })
      .catch(function () {
        // The app shows the logo, or the failure, once it runs.
        painted();
      });
  }
})();
