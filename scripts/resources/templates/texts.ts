import type { ResourceNames } from '../resourceNames';
import type { NewFile } from './newFile';

const q = (text: string) => `'${text.replace(/'/g, "\\'")}'`;

/** The resource's texts in English and Arabic: its own, its permission words and its route's label. */
export function textFiles(n: ResourceNames): NewFile[] {
  const one = n.wordsOne;
  const enName = `${n.TitleOne} |||| ${n.Title}`;
  const en = {
    title: n.Title,
    fields: { name: 'Name', code: 'Code', status: 'Status', created_at: 'Added on' },
    catalogue: {
      create: `New ${one}`,
      create_title: `New ${one}`,
      edit_title: `Edit ${one} %{name}`,
      import_title: `Import ${n.words}`,
      archive_title: `Archive ${one} %{name}`,
      restore_title: `Restore ${one} %{name}`,
      delete_title: `Delete ${one} %{name}`,
      archive: `Archive ${one}`,
      restore: `Restore ${one}`,
      delete: `Delete ${one}`,
      empty: { title: `No ${n.words} yet`, message: `Add one, or import them from a CSV file.` },
    },
  };
  const { ar } = n;
  const arTexts = {
    title: ar.plural,
    fields: { name: 'الاسم', code: 'الرمز', status: 'الحالة', created_at: 'تاريخ الإضافة' },
    catalogue: {
      create: `${ar.a} جديد`,
      create_title: `${ar.a} جديد`,
      edit_title: `تعديل ${ar.the} %{name}`,
      import_title: `استيراد ${ar.plural}`,
      archive_title: `أرشفة ${ar.the} %{name}`,
      restore_title: `استعادة ${ar.the} %{name}`,
      delete_title: `حذف ${ar.the} %{name}`,
      archive: `أرشفة ${ar.the}`,
      restore: `استعادة ${ar.the}`,
      delete: `حذف ${ar.the}`,
      empty: { title: `لا توجد ${ar.plural} بعد`, message: 'أضف واحدًا أو استوردها من ملف CSV.' },
    },
  };
  const words = (lang: 'en' | 'ar') =>
    lang === 'en'
      ? [
          `See the company's ${n.words}`,
          `Add ${n.words} and import them from a file`,
          `Change, archive and restore ${n.words}`,
          `Delete ${n.words} nothing uses`,
        ]
      : [
          `عرض ${ar.plural}`,
          `إضافة ${ar.plural} واستيرادها من ملف`,
          `تعديل ${ar.plural} وأرشفتها واستعادتها`,
          `حذف ${ar.plural} غير المستخدمة`,
        ];
  const file = (lang: 'en' | 'ar') => {
    const L = lang === 'en' ? 'En' : 'Ar';
    const texts = lang === 'en' ? en : arTexts;
    const [read, create, update, remove] = words(lang);
    const name = lang === 'en' ? q(enName) : `arabicNoun(${q(ar.a)}, ${q(ar.plural)})`;
    const route =
      lang === 'en'
        ? { label: n.Title, description: `${n.Title} of the company` }
        : { label: ar.plural, description: `${ar.plural} للشركة` };
    return {
      path: `src/i18n/${lang}/resources/${n.camel}.ts`,
      content: `${lang === 'ar' ? "import { arabicNoun } from '../plural';\n\n" : ''}/** ${lang === 'en' ? 'English' : 'Arabic'} texts of the ${n.words} catalogue (\`/settings/${n.kebab}\`): \`resources.${n.kebab}.*\`. */
export const ${n.camel}Resource${L} = {
  ${q(n.kebab)}: { name: ${name}, ${JSON.stringify(texts).slice(1, -1)} },
};

/** Words of the permissions it declares (src/domain/resources/${n.camel}.ts) and its row of the role editor. */
export const ${n.camel}PermissionWords${L} = {
  words: {
    read_${n.snake}: ${q(read)},
    create_${n.snake}: ${q(create)},
    update_${n.snake}: ${q(update)},
    delete_${n.snake}: ${q(remove)},
  },
  rows: { ${n.snake}: ${q(texts.title)} },
};

/** Label and description of its sidebar and Ctrl+K entry. */
export const ${n.camel}RouteTexts${L} = {
  ${n.snake}: ${JSON.stringify(route)},
};
`,
    };
  };
  return [file('en'), file('ar')];
}
