/** Browser preferences (theme, locale, remembered e-mail) for views: local storage, or memory where it is refused. */
export { preferenceStorage } from '../browser/browserStorage';
