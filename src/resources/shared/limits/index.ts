export { LimitEditor, type LimitEditorProps } from './LimitEditor';
export { LimitInputs } from './LimitInputs';
export { LimitModeHelp } from './LimitModeHelp';
export { useLimit } from './useLimit';
