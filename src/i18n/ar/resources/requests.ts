import { arabicNoun } from '../plural';

/** Arabic texts of card and limit requests (mirrors `en/resources/requests.ts`). */
export const requestsResourceAr = {
  requests: {
    name: arabicNoun('طلب', 'الطلبات'),
    title: 'الطلبات',
    create: 'طلب جديد',
    create_title: 'طلب بطاقة أو حد جديد',
    detail_title: 'طلب %{person}',
    open: 'فتح طلب %{person}: %{what}',
    tabs: { overview: 'نظرة عامة' },
    fields: {
      requester: 'مقدم الطلب',
      kind: 'النوع',
      what: 'الطلب',
      amount: 'المبلغ',
      status: 'الحالة',
      created_at: 'تاريخ الطلب',
      card_type: 'نوع البطاقة',
      purpose: 'الغرض',
      requested_limit: 'الحد المطلوب',
      target_type: 'حد',
      target_id: 'البطاقة أو الشخص',
      target: 'البطاقة أو الشخص',
      new_amount: 'الحد الجديد',
      duration: 'المدة',
      ends_on: 'ينتهي في',
      reason: 'السبب',
      decline_reason: 'سبب الرفض',
      decided_by: 'قرره',
      decided_at: 'تاريخ القرار',
      card: 'البطاقة المصدرة',
      reverted_at: 'عاد إلى الحد السابق في',
    },
    kind: { card: 'طلب بطاقة', limit: 'تغيير حد' },
    card_type: { virtual: 'افتراضية', physical: 'فعلية' },
    target_type: { card: 'بطاقة', member: 'شخص' },
    duration: { permanent: 'دائم', temporary: 'مؤقت' },
    what: {
      card: 'بطاقة %{type}: %{purpose}',
      limit: 'حد جديد لـ %{target}',
    },
    actions: {
      approve: 'موافقة',
      decline: 'رفض',
      withdraw: 'سحب',
      view_card: 'فتح البطاقة',
    },
    approve: {
      title: 'الموافقة على طلب %{person}',
      question: 'هل تريد الموافقة على هذا الطلب؟',
      card: 'ستصدر بطاقة %{type} "%{purpose}" بحد %{amount} إلى %{person}.',
      limit: 'يصبح حد %{target} ‏%{amount}.',
      temporary: 'في %{date} يعود إلى الحد السابق.',
      notified: 'سيتم إشعار %{person}.',
    },
    decline: {
      title: 'رفض طلب %{person}',
      question: 'هل تريد رفض هذا الطلب؟',
      consequence: 'سيتم إشعار %{person} بالسبب.',
      reason: 'لماذا تم الرفض؟',
    },
    withdraw: {
      title: 'سحب طلبك',
      question: 'هل تريد سحب هذا الطلب؟',
      consequence: 'لن يمكن الموافقة عليه بعد ذلك؛ اطلب مجددًا إذا احتجت.',
    },
    now: {
      title: '%{target} الآن',
      limit: 'الحد الحالي',
      inherited: 'يستخدم المستوى الأعلى',
      spent: 'المُنفق',
      recent: 'المُنفق في آخر %{days} يومًا',
      recent_value:
        '%{amount} (لا مصروفات) |||| %{amount} (مصروف واحد) |||| %{amount} (مصروفان) |||| %{amount} (%{smart_count} مصروفات) |||| %{amount} (%{smart_count} مصروفًا) |||| %{amount} (%{smart_count} مصروف)',
      window: 'من %{from} إلى %{to}، بحسب ما يُحتسب إنفاقًا.',
      change: 'حد %{target}: %{before} ← %{after}',
      spend_line: 'أنفق %{spent}، منها %{recent} في آخر %{days} يومًا.',
    },
    own_request: 'أنت من طلب ذلك: يوافق عليه أو يرفضه شخص آخر من الفريق المالي.',
    help: {
      temporary: 'يعود الحد المؤقت إلى الحد السابق في تاريخ انتهائه.',
    },
    validation: { reason: 'اذكر سبب رفض الطلب.' },
    empty: { title: 'لا توجد طلبات بعد', message: 'تظهر هنا طلبات البطاقات والحدود من فريقك.' },
  },
};

/** Arabic words of the permissions the declaration of requests (src/domain/resources/) adds and its rows of the role editor. */
export const requestsPermissionWordsAr = {
  words: {
    read_requests: 'عرض طلبات البطاقات والحدود',
    organize_requests: 'الموافقة على طلبات البطاقات والحدود ورفضها',
  },
  rows: {
    card_limit_requests: 'طلبات البطاقات والحدود',
  },
};
