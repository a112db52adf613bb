import { TextInput } from 'react-admin';

/** The form keeps the typed lines (empty ones too, so typing a new line works); the write drops the empty ones. */
const format = (value: unknown) => (Array.isArray(value) ? value.join('\n') : '');
const parse = (text: string) => text.split('\n');

/** A rule list (senders, keywords): one entry per line, 20 at most (the API checks each entry). */
export const RuleListInput = ({ source }: { source: 'senders' | 'subject_keywords' | 'body_keywords' }) => (
  <TextInput
    source={source}
    format={format}
    parse={parse}
    multiline
    minRows={2}
    helperText={`resources.classifications.help.${source}`}
    validate={(value: unknown) =>
      Array.isArray(value) && value.filter((line) => String(line).trim() !== '').length > 20
        ? 'resources.classifications.validation.too_many'
        : undefined
    }
  />
);

/** The form's lines as the API's list: trimmed, without empty lines. */
export const ruleList = (value: unknown): string[] =>
  (Array.isArray(value) ? value : []).map((line) => String(line).trim()).filter((line) => line !== '');
