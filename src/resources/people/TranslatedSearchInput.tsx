import { SearchInput, useTranslate, type SearchInputProps } from 'react-admin';

/** The list's search box; its placeholder is an i18n key (react-admin shows placeholders as given). */
export const TranslatedSearchInput = ({ placeholder, ...props }: SearchInputProps & { placeholder: string }) => {
  const translate = useTranslate();
  const text = translate(placeholder);
  return <SearchInput {...props} placeholder={text} inputProps={{ 'aria-label': text }} />;
};
