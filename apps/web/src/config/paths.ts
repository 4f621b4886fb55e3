/** Paths the app itself links or redirects to (spec §2). */
export const paths = {
  home: '/',
  login: '/home/login',
  notFound: '/404',
  dashboard: '/dashboard/index',
} as const;
