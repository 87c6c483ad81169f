/**
 * Leaving the single-page app: loads a path from the server (a navigation plus a reload), or the
 * current page again. An object, so tests can replace a method with
 * `vi.spyOn(browserNavigation, 'hardNavigate')`.
 */
export const browserNavigation = {
  hardNavigate(path: string) {
    window.location.assign(path);
  },
  reload() {
    window.location.reload();
  },
};
