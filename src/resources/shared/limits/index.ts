export { LimitEditor, type LimitEditorProps } from './LimitEditor';
export { LimitCap } from './LimitCap';
export { LimitInputs } from './LimitInputs';
export { LimitModeHelp } from './LimitModeHelp';
export { useLimit } from './useLimit';
