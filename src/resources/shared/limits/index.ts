export { LimitEditor, type LimitEditorProps } from './LimitEditor';
export { LimitInputs } from './LimitInputs';
export { useLimit } from './useLimit';
