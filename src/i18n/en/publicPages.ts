/** English texts of the public routes and shared screens (spec §2 Shared screens, §8). */
export const publicPagesMessagesEn = {
  not_yet: {
    title: 'Not Yet',
    message: 'Sorry, %{feature} is not available yet. We are working on it, check back soon.',
    default_feature: 'this feature',
  },
  error_page: {
    title: 'Oops!',
    message: 'Something went wrong...',
    back_home: 'Back to the dashboard',
  },
  error_boundary: {
    title: 'Uh oh',
    message: 'Unexpected error occurred. Try refreshing the page.',
    persists: 'If the issue persists, please contact support',
    refresh: 'Refresh the page',
  },
  confirm: {
    title: 'Confirm',
    cancel: 'Cancel',
    delete: 'Delete',
    ok: 'OK',
  },
};
