/** Spec §9: the fixed build string of the version label, from the build, never typed by hand. */
export const BUILD_VERSION = __APP_COMMIT__ ? `${__APP_VERSION__} (${__APP_COMMIT__})` : __APP_VERSION__;
