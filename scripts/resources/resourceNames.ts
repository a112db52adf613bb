/** The spellings of a new resource's name that its files use (`cost-centres` → `CostCentre`, `cost centres`, …). */
export type ResourceNames = {
  /** `cost-centres`: react-admin's resource, the API and app paths. */
  kebab: string;
  /** `costCentres`: the store's table, file names. */
  camel: string;
  /** `CostCentre`: the contract's schemas, components. */
  Pascal: string;
  /** `costCentre`. */
  camelOne: string;
  /** `cost centres`: the permission noun. */
  words: string;
  /** `cost centre`: the mock's noun for one row. */
  wordsOne: string;
  /** `cost_centres`: the role editor's row and the route id. */
  snake: string;
  /** `Cost centres`, `Cost centre`. */
  Title: string;
  TitleOne: string;
  /** Arabic: the plural ('مراكز التكلفة'), one indefinite ('مركز تكلفة'), definite, 'this …', 'another …'. */
  ar: { plural: string; a: string; the: string; this: string; other: string; feminine: boolean };
};

const camelOf = (parts: string[]) => parts.map((part, index) => (index ? part[0].toUpperCase() + part.slice(1) : part)).join('');
const capital = (text: string) => text[0].toUpperCase() + text.slice(1);

export function resourceNames(kebab: string, singularKebab: string, ar: ResourceNames['ar']): ResourceNames {
  if (!/^[a-z]+(-[a-z]+)*$/.test(kebab) || !/^[a-z]+(-[a-z]+)*$/.test(singularKebab)) {
    throw new Error(`A resource name is lower-case words joined by '-' (cost-centres), not ${kebab}`);
  }
  const parts = kebab.split('-');
  const one = singularKebab.split('-');
  return {
    kebab,
    camel: camelOf(parts),
    Pascal: capital(camelOf(one)),
    camelOne: camelOf(one),
    words: parts.join(' '),
    wordsOne: one.join(' '),
    snake: parts.join('_'),
    Title: capital(parts.join(' ')),
    TitleOne: capital(one.join(' ')),
    ar,
  };
}
