export { LimitEditor, type LimitEditorProps } from './LimitEditor';
export { useLimit, limitQueryKey } from './useLimit';
