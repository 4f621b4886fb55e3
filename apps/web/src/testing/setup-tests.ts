import { DEFAULT_LOCALE } from '@portside/contracts';
import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach } from 'vitest';
import { TOKEN_COOKIE_NAME } from '../lib/auth-token';
import { http } from '../lib/request';
import { useLanguageStore } from '../stores/language-store';

const realAdapter = http.defaults.adapter;

afterEach(() => {
  cleanup();
  http.defaults.adapter = realAdapter;
  useLanguageStore.setState({ language: DEFAULT_LOCALE });
  Cookies.remove(TOKEN_COOKIE_NAME);
  localStorage.clear();
  sessionStorage.clear();
});
