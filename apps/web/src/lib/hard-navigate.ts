/**
 * Leaving the single-page app: loads a path from the server (a navigation plus a reload). An
 * object, so tests can replace the method with `vi.spyOn(browserNavigation, 'hardNavigate')`.
 */
export const browserNavigation = {
  hardNavigate(path: string) {
    window.location.assign(path);
  },
};
