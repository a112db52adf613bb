import { MAIL_MESSAGES_AR } from './mailPatternsAr.ts';

/**
 * The Arabic text of every fixed message the mock writes for people (an error's `message`, a field
 * message, a public answer), keyed by the exact English message. Messages built from values are
 * the patterns of `*PatternsAr.ts` (`translateMessage.ts`). `tests/unit/server/messagesAr.test.ts` fails on a message of the mock's
 * source without an entry here.
 */
export const MESSAGES_AR: Readonly<Record<string, string>> = {
  // The error mapper's and the guards' defaults, and the request validator's own messages.
  'Unauthenticated.': 'يجب تسجيل الدخول.',
  'This action is unauthorized.': 'غير مصرّح لك بهذا الإجراء.',
  'Not found.': 'غير موجود.',
  'The given data was invalid.': 'البيانات المُدخلة غير صالحة.',
  'The request body is not valid JSON.': 'نص الطلب ليس بصيغة JSON صالحة.',
  'Server Error': 'خطأ في الخادم',
  'Authorization header required': 'يجب تسجيل الدخول (ترويسة Authorization مطلوبة)',
  "Authorization header with scheme 'Bearer' required": 'يجب أن تستخدم ترويسة Authorization المخطط Bearer',
  'not found': 'غير موجود',
  'media type not specified': 'لم يُحدَّد نوع المحتوى',
  'format is invalid': 'الصيغة غير صالحة',
  'The subtenant does not exist or your account is not assigned to it': 'الشركة غير موجودة أو أن حسابك غير مرتبط بها',
  'Card services are not enabled for this company.': 'خدمات البطاقات غير مفعّلة لهذه الشركة.',
  'This account works in one company: the portfolio, its team and its approval inbox are not available.':
    'يعمل هذا الحساب في شركة واحدة: «محفظتي» و«الفريق» و«موافقاتي» غير متاحة له.',

  // Sign-in, tokens, passwords and the public account pages.
  'Client authentication failed.': 'فشل التحقق من هوية التطبيق العميل.',
  'These credentials do not match our records.': 'بيانات الدخول هذه لا تطابق سجلاتنا.',
  // Two-step verification and sessions (issue 35 item 8).
  'Enter the 6-digit code from your authenticator app.': 'أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة.',
  'That code is not correct. Try the current code from your authenticator app, or a recovery code.':
    'هذا الرمز غير صحيح. جرّب الرمز الحالي من تطبيق المصادقة، أو رمز استرداد.',
  'The sign-in took too long. Sign in again with your password.': 'استغرق تسجيل الدخول وقتًا طويلًا. سجّل الدخول مجددًا بكلمة المرور.',
  'The code is not correct. Enter the current 6-digit code from your authenticator app.':
    'الرمز غير صحيح. أدخل الرمز الحالي المكوّن من 6 أرقام من تطبيق المصادقة.',
  'Start the set-up again: no authenticator app is being added.': 'ابدأ الإعداد من جديد: لا يوجد تطبيق مصادقة قيد الإضافة.',
  'Your firm requires two-step verification for administrators. Set it up on My Account to continue.':
    'تشترط شركتك التحقق بخطوتين للمسؤولين. فعّله من حسابي للمتابعة.',
  'Set up two-step verification for yourself first: requiring it now would lock you out.':
    'فعّل التحقق بخطوتين لنفسك أولًا: اشتراطه الآن سيمنعك من الدخول.',
  'Two-step verification is already on.': 'التحقق بخطوتين مفعّل بالفعل.',
  'Two-step verification is not on.': 'التحقق بخطوتين غير مفعّل.',
  'The password is not correct.': 'كلمة المرور غير صحيحة.',
  'Choose on or off.': 'اختر تشغيل أو إيقاف.',
  'The token request is not signed with the shared secret.': 'طلب الرمز غير موقّع بالمفتاح السري المشترك.',
  'The refresh token has expired.': 'انتهت صلاحية رمز التحديث.',
  'The refresh token is invalid or has been revoked.': 'رمز التحديث غير صالح أو تم إبطاله.',
  'The refresh token was already used; every session of this sign-in has been revoked.':
    'سبق استخدام رمز التحديث؛ أُبطلت كل جلسات تسجيل الدخول هذا.',
  'The current password is not correct.': 'كلمة المرور الحالية غير صحيحة.',
  'The password field is required.': 'كلمة المرور مطلوبة.',
  'The password must contain at least one letter.': 'يجب أن تحتوي كلمة المرور على حرف واحد على الأقل.',
  'The password must contain at least one number.': 'يجب أن تحتوي كلمة المرور على رقم واحد على الأقل.',
  'The password confirmation does not match.': 'تأكيد كلمة المرور غير مطابق.',
  'If the address belongs to an account, a link to reset its password is on its way.':
    'إذا كان العنوان يخص حسابًا، فإن رابط إعادة تعيين كلمة المرور في طريقه إليه.',
  'This link is invalid or has expired. Ask for a new one.': 'هذا الرابط غير صالح أو منتهي الصلاحية. اطلب رابطًا جديدًا.',
  'Your password has been reset. You can sign in now.': 'تمت إعادة تعيين كلمة المرور. يمكنك تسجيل الدخول الآن.',
  'Your account is verified. You can sign in now.': 'تم التحقق من حسابك. يمكنك تسجيل الدخول الآن.',

  // People, roles, departments, company settings.
  'The email has already been taken.': 'البريد الإلكتروني مستخدم بالفعل.',
  'The email must be a valid email address.': 'يجب أن يكون البريد الإلكتروني عنوان بريد صالحًا.',
  'This email is already used by an earlier line of the file.': 'هذا البريد الإلكتروني مستخدم في سطر سابق من الملف.',
  'The name has already been taken.': 'الاسم مستخدم بالفعل.',
  'The code has already been taken.': 'الرمز مستخدم بالفعل.',
  'The role is in use.': 'الدور مستخدم.',
  'Choose at least one permission: a role without permissions lets its holders do nothing.':
    'اختر صلاحية واحدة على الأقل: الدور بلا صلاحيات لا يتيح لحامليه فعل أي شيء.',
  'System roles are read-only: they cannot be changed or deleted.': 'أدوار النظام للقراءة فقط: لا يمكن تغييرها أو حذفها.',
  'Nobody can change their own roles: ask another administrator.': 'لا يمكن لأحد تغيير أدواره بنفسه: اطلب ذلك من مسؤول آخر.',
  'You do not have permission to update expenses.': 'ليست لديك صلاحية «تعديل المصروفات».',
  'The selected department is not a department of this company.': 'القسم المحدد ليس من أقسام هذه الشركة.',
  'The selected branch is not an active branch of this company.': 'الفرع المحدد ليس فرعًا نشطًا من فروع هذه الشركة.',
  'The selected person is not a person of this company.': 'الشخص المحدد ليس من أشخاص هذه الشركة.',
  'The selected person is not one of this company.': 'الشخص المحدد ليس من أشخاص هذه الشركة.',
  'Every department must be a department of the company.': 'يجب أن يكون كل قسم من أقسام الشركة.',
  'Choose a department of this company.': 'اختر قسمًا من أقسام هذه الشركة.',
  'The owner must be a member of the company.': 'يجب أن يكون المسؤول شخصًا من الشركة.',
  'This e-mail is listed twice.': 'عنوان البريد الإلكتروني هذا مذكور مرتين.',
  'The IBAN is not valid: check its country code, length and check digits (mod-97).':
    'رقم الآيبان غير صالح: تحقق من رمز الدولة والطول وأرقام التحقق (mod-97).',
  'The trade licence has expired: enter the expiry date of the current licence.':
    'انتهت صلاحية الرخصة التجارية: أدخل تاريخ انتهاء الرخصة الحالية.',

  // Cards, limits, requests, transfers and funding.
  'A suspended person cannot get a new card.': 'لا يمكن إصدار بطاقة جديدة لشخص موقوف.',
  'The selected holder is not a person of this company.': 'حامل البطاقة المحدد ليس شخصًا من هذه الشركة.',
  'This card no longer has a holder.': 'لم يعد لهذه البطاقة حامل.',
  "You may not change this card's merchant categories.": 'لا يحق لك تغيير فئات التجار لهذه البطاقة.',
  "This card's countries follow its holder's restrictions and cannot be changed here.":
    'تتبع دول هذه البطاقة قيود حاملها، ولا يمكن تغييرها من هنا.',
  'This card is terminated or expired; its limit can no longer change.':
    'هذه البطاقة منتهية الخدمة أو منتهية الصلاحية؛ لم يعد بالإمكان تغيير حدها.',
  'This card is terminated or expired; it cannot receive money.': 'هذه البطاقة منتهية الخدمة أو منتهية الصلاحية؛ لا يمكنها تلقي أموال.',
  'This card is terminated or expired; it cannot receive funds.': 'هذه البطاقة منتهية الخدمة أو منتهية الصلاحية؛ لا يمكنها تلقي تمويل.',
  'A company has nothing to inherit from: choose limit or balance.': 'لا يوجد حد أعلى تتبعه الشركة: اختر حد إنفاق أو رصيدًا.',
  "The company's money is its wallet: it changes by a top-up, a payment or a funding request, never by a limit write.":
    'أموال الشركة هي محفظتها: تتغير بالإيداع أو الدفع أو طلب التمويل، ولا تتغير أبدًا بتعديل الحد.',
  'The limit must be more than 0.': 'يجب أن يكون الحد أكبر من 0.',
  'The amount must be more than 0.': 'يجب أن يكون المبلغ أكبر من 0.',
  'Choose a currency other than the one converted from.': 'اختر عملة غير العملة التي تحوّل منها.',
  'The amount is too small to convert.': 'المبلغ أصغر من أن يُحوَّل.',
  'Money moves between a member, a department, the company and a card: choose another kind of target.':
    'تنتقل الأموال بين شخص وقسم والشركة وبطاقة: اختر نوعًا آخر للجهة المستلمة.',
  'The target no longer exists.': 'الجهة المستلمة لم تعد موجودة.',
  'Choose a card or a person.': 'اختر بطاقة أو شخصًا.',
  'Choose the card or the person.': 'اختر البطاقة أو الشخص.',
  'Choose a virtual or a physical card.': 'اختر بطاقة افتراضية أو فعلية.',
  'Choose temporary or permanent.': 'اختر مؤقتًا أو دائمًا.',
  'Say what the card is for.': 'اذكر الغرض من البطاقة.',
  'Say why you ask.': 'اذكر سبب طلبك.',
  'Give the limit the card needs.': 'أدخل الحد الذي تحتاجه البطاقة.',
  'Give the new limit.': 'أدخل الحد الجديد.',
  'A temporary limit needs the day it ends.': 'يحتاج الحد المؤقت إلى تاريخ انتهائه.',
  'The end date must be after today.': 'يجب أن يكون تاريخ الانتهاء بعد اليوم.',
  'A temporary request needs an end date after today.': 'يحتاج الطلب المؤقت إلى تاريخ انتهاء بعد اليوم.',
  'A permanent request has no end date.': 'الطلب الدائم ليس له تاريخ انتهاء.',
  'The selected card is not one of this company.': 'البطاقة المحددة ليست من بطاقات هذه الشركة.',
  'The card or person of this request is no longer in this company.': 'البطاقة أو الشخص في هذا الطلب لم يعد ضمن هذه الشركة.',
  'This request names no limit to change.': 'لا يحدد هذا الطلب أي حد لتغييره.',
  'Only a person of this company can ask: your account has no person here.':
    'لا يقدّم الطلب إلا شخص من هذه الشركة: حسابك غير مرتبط بشخص فيها.',
  'Only the person who asked can withdraw this request.': 'لا يسحب هذا الطلب إلا الشخص الذي قدّمه.',
  'Only the person who asked for the funds can withdraw the request.': 'لا يسحب الطلب إلا الشخص الذي طلب الأموال.',
  'Nobody approves or declines their own request: another person of the finance team decides it.':
    'لا يوافق أحد على طلبه أو يرفضه بنفسه: يقرره شخص آخر من الفريق المالي.',
  'Nobody decides their own funding request: another approver decides it.': 'لا يقرر أحد طلب التمويل الخاص به: يقرره معتمد آخر.',
  'Say why the request is declined.': 'اذكر سبب رفض الطلب.',
  'Say why it is rejected: the requestor sees it.': 'اذكر سبب الرفض: سيراه مقدم الطلب.',
  'Say why you approve it despite its open flags: the audit trail keeps it.': 'اذكر سبب اعتماده رغم تنبيهاته المفتوحة: يحفظه سجل التدقيق.',
  'This reimbursement was not found in this company.': 'لم يتم العثور على طلب التعويض هذا في هذه الشركة.',
  'This card request was not found in this company.': 'لم يتم العثور على طلب البطاقة هذا في هذه الشركة.',
  'This limit request was not found in this company.': 'لم يتم العثور على طلب الحد هذا في هذه الشركة.',

  // Expenses, receipts and comments.
  'This expense was not found in this company.': 'لم يتم العثور على هذا المصروف في هذه الشركة.',
  'This expense has no receipt.': 'لا يوجد إيصال لهذا المصروف.',
  'The merchant field is required.': 'حقل التاجر مطلوب.',
  'The day cannot be in the future.': 'لا يمكن أن يكون اليوم في المستقبل.',
  'The selected category is not an active category of this company.': 'الفئة المحددة ليست فئة نشطة من فئات هذه الشركة.',
  'The selected project is not an active project of this company.': 'المشروع المحدد ليس مشروعًا نشطًا من مشاريع هذه الشركة.',
  'The selected supplier is not an active supplier of this company.': 'المورّد المحدد ليس مورّدًا نشطًا من مورّدي هذه الشركة.',
  'Every tag must be an active tag of this company.': 'يجب أن يكون كل وسم وسمًا نشطًا من وسوم هذه الشركة.',
  'Write the text the merchant name contains.': 'اكتب النص الذي يحتوي عليه اسم التاجر.',
  'Choose the currency of the maximum amount.': 'اختر عملة الحد الأقصى للمبلغ.',
  'The TRN must be 15 digits starting with 100.': 'يجب أن يتكون رقم التسجيل الضريبي من 15 رقمًا تبدأ بـ 100.',
  'A receipt is required for this category at this amount: upload it before submitting.':
    'الإيصال مطلوب لهذه الفئة بهذا المبلغ: ارفعه قبل الإرسال.',
  'Choose the receipt file.': 'اختر ملف الإيصال.',
  'The receipt may not be greater than 5 MB.': 'لا يجوز أن يزيد حجم الإيصال على 5 ميغابايت.',
  'Write the comment.': 'اكتب التعليق.',
  'Nobody approves, rejects or reimburses their own expense.': 'لا يعتمد أحد مصروفه أو يرفضه أو يعوّضه بنفسه.',
  'Only the person who spent can submit, recall or reopen this expense.': 'لا يرسل هذا المصروف أو يسحبه أو يعيد فتحه إلا الشخص الذي أنفقه.',
  'Only the card network settles, declines, reverses or refunds a card payment.':
    'شبكة البطاقات وحدها تسوّي دفعة البطاقة أو ترفضها أو تعكسها أو تستردها.',
  'An expense becomes reported when the accounting sync exports it: sync it from Accounting.':
    'يصبح المصروف «مُبلّغ عنه» عندما تصدّره المزامنة المحاسبية: زامنه من صفحة المحاسبة.',
  'Say why the expense is rejected: the spender sees it.': 'اذكر سبب رفض المصروف: سيراه صاحب المصروف.',
  'Say why the expenses are rejected: the spenders see it.': 'اذكر سبب رفض المصروفات: سيراه أصحابها.',
  'This expense waits for a receipt; it cannot be approved yet.': 'هذا المصروف بانتظار إيصال؛ لا يمكن اعتماده بعد.',
  'This expense waits for its coding (a category); it cannot be approved yet.': 'هذا المصروف بانتظار ترميزه (فئة)؛ لا يمكن اعتماده بعد.',
  'This expense waits for a receipt and its coding (a category); it cannot be approved yet.':
    'هذا المصروف بانتظار إيصال وترميزه (فئة)؛ لا يمكن اعتماده بعد.',

  // Disputes.
  'Only a card expense can be disputed.': 'لا يمكن الاعتراض إلا على مصروف بطاقة.',
  'Only a captured card expense (or, for fraud, one still authorized) can be disputed.':
    'لا يمكن الاعتراض إلا على مصروف بطاقة مُحصّل (أو، في حالة الاحتيال، على مصروف ما زال مفوّضًا).',
  'An expense that is still authorized can only be disputed as fraudulent.':
    'المصروف الذي ما زال مفوّضًا لا يمكن الاعتراض عليه إلا كمعاملة احتيالية.',
  'A dispute must be opened within 60 days of the transaction date.': 'يجب فتح النزاع خلال 60 يومًا من تاريخ المعاملة.',
  'The 60 days to dispute this transaction have passed.': 'انقضت مهلة الستين يومًا للاعتراض على هذه المعاملة.',
  'A dispute stays on its expense: open a new one for another.': 'يبقى النزاع مرتبطًا بمصروفه: افتح نزاعًا جديدًا لمصروف آخر.',
  'A dispute for goods not as described needs a file (a photo, the description) before it is submitted.':
    'يحتاج نزاع البضاعة غير المطابقة للوصف إلى ملف (صورة أو الوصف) قبل تقديمه.',
  'The selected expense is not one of this company.': 'المصروف المحدد ليس من مصروفات هذه الشركة.',
  'Choose the other expense this one duplicates.': 'اختر المصروف الآخر الذي يكرره هذا المصروف.',
  'The duplicate must be another expense of this company.': 'يجب أن يكون المصروف المكرر مصروفًا آخر من مصروفات هذه الشركة.',
  'The duplicate must be another expense than the disputed one.': 'يجب أن يكون المصروف المكرر غير المصروف المعترض عليه.',
  'Explain what happened.': 'اشرح ما حدث.',
  'Give the date the goods or service were expected.': 'أدخل التاريخ الذي كان متوقعًا فيه استلام البضاعة أو الخدمة.',
  'Give the date the purchase was cancelled.': 'أدخل تاريخ إلغاء الشراء.',
  "Describe the merchant's cancellation policy.": 'صف سياسة الإلغاء لدى التاجر.',
  'The date cannot be in the future.': 'لا يمكن أن يكون التاريخ في المستقبل.',
  'This file was not found on this dispute.': 'لم يتم العثور على هذا الملف في هذا النزاع.',

  // Bills, purchase orders and the mailbox.
  'This bill was not found in this company.': 'لم يتم العثور على هذه الفاتورة في هذه الشركة.',
  'This attachment was not found on this bill.': 'لم يتم العثور على هذا المرفق في هذه الفاتورة.',
  'A bill needs at least one line.': 'تحتاج الفاتورة إلى بند واحد على الأقل.',
  'A bill may have at most 100 lines.': 'يمكن أن تحتوي الفاتورة على 100 بند على الأكثر.',
  'The due date field is required.': 'تاريخ الاستحقاق مطلوب.',
  'The invoice date field is required.': 'تاريخ الفاتورة مطلوب.',
  'The due date must be on or after the invoice date.': 'يجب أن يكون تاريخ الاستحقاق في تاريخ الفاتورة أو بعده.',
  'The category must be an active category of the company.': 'يجب أن تكون الفئة فئة نشطة من فئات الشركة.',
  'The project must be an active project of the company.': 'يجب أن يكون المشروع مشروعًا نشطًا من مشاريع الشركة.',
  'The purchase order must be one of the company’s.': 'يجب أن يكون أمر الشراء من أوامر الشراء الخاصة بالشركة.',
  'A bill recorded from an e-mail has the source mailbox.': 'مصدر الفاتورة المسجلة من رسالة بريد إلكتروني هو صندوق البريد.',
  'Say why the bill is rejected.': 'اذكر سبب رفض الفاتورة.',
  'Say why the bills are rejected.': 'اذكر سبب رفض الفواتير.',
  'Say why the bill is voided.': 'اذكر سبب إلغاء الفاتورة.',
  'The payment day cannot be in the past.': 'لا يمكن أن يكون يوم الدفع في الماضي.',
  'Choose the file.': 'اختر الملف.',
  'The file may not be greater than 5 MB.': 'لا يجوز أن يزيد حجم الملف على 5 ميغابايت.',
  'A purchase order needs at least one line.': 'يحتاج أمر الشراء إلى بند واحد على الأقل.',
  'A purchase order may have at most 100 lines.': 'يمكن أن يحتوي أمر الشراء على 100 بند على الأكثر.',
  'The vendor must be an active counterpart of the company.': 'يجب أن يكون المورّد طرفًا مقابلًا نشطًا من الأطراف المقابلة للشركة.',
  'The item must be an active inventory item of the company.': 'يجب أن يكون الصنف صنف مخزون نشطًا من أصناف الشركة.',
  'The VAT rate must be an active tax rate of the company.': 'يجب أن تكون نسبة ضريبة القيمة المضافة نسبة ضريبة نشطة من نسب الشركة.',
  'The VAT rate is required (the name of a tax rate).': 'نسبة ضريبة القيمة المضافة مطلوبة (اسم نسبة ضريبة).',
  'The vendor is required (a counterpart’s name or TRN).': 'المورّد مطلوب (اسم طرف مقابل أو رقم تسجيله الضريبي).',
  'The reference is required: lines with the same reference make one order.':
    'المرجع مطلوب: الأسطر التي تحمل المرجع نفسه تشكّل أمر شراء واحدًا.',
  "The e-mail is not in this company's mailbox.": 'هذه الرسالة ليست في صندوق بريد هذه الشركة.',
  'This e-mail has no such attachment.': 'لا يوجد مرفق كهذا في هذه الرسالة.',
  'The selected classification is not an active classification of this company.': 'التصنيف المحدد ليس تصنيفًا نشطًا من تصنيفات هذه الشركة.',

  // Catalogues: categories, counterparts, inventory, codes.
  'A category cannot be its own parent.': 'لا يمكن أن تكون الفئة فئةً أمًّا لنفسها.',
  'Choose a top-level category of the company as the parent.': 'اختر فئة من المستوى الأعلى من فئات الشركة لتكون الفئة الأم.',
  'Name the parent by its code or by its id, not both.': 'حدّد الفئة الأم برمزها أو بمعرّفها، لا بكليهما.',
  'The parent category is archived; restore it first.': 'الفئة الأم مؤرشفة؛ استعدها أولًا.',
  'This category has children, so it cannot become a child: move its children first.':
    'لهذه الفئة فئات فرعية، لذا لا يمكن أن تصبح فئة فرعية: انقل فئاتها الفرعية أولًا.',
  'This category is itself a child: categories are two levels deep at most.': 'هذه الفئة فرعية بدورها: للفئات مستويان على الأكثر.',
  'A merchant category is listed twice.': 'فئة تجار مذكورة مرتين.',
  'Choose an active tax rate of the company.': 'اختر نسبة ضريبة نشطة من نسب الشركة.',
  'The default category must be a category of the company.': 'يجب أن تكون الفئة الافتراضية من فئات الشركة.',
  'The code may only hold letters, digits, dashes and underscores.': 'لا يحتوي الرمز إلا على حروف وأرقام وشرطات وشرطات سفلية.',
  'The code may only hold letters, digits, dots and dashes.': 'لا يحتوي الرمز إلا على حروف وأرقام ونقاط وشرطات.',
  'The code may only hold capital letters, digits and hyphens (2 to 12).':
    'لا يحتوي الرمز إلا على حروف كبيرة وأرقام وشرطات (من 2 إلى 12 حرفًا).',
  'The code may hold letters, digits and hyphens (2 to 20).': 'يمكن أن يحتوي الرمز على حروف وأرقام وشرطات (من 2 إلى 20 حرفًا).',
  'The SKU has already been taken.': 'رمز الصنف (SKU) مستخدم بالفعل.',
  'The SKU may hold letters, digits and . _ / - (up to 40).': 'يمكن أن يحتوي رمز الصنف (SKU) على حروف وأرقام و . _ / - (حتى 40 حرفًا).',
  'The IBAN is not valid (check its digits).': 'رقم الآيبان غير صالح (تحقق من أرقامه).',
  'The phone may hold digits, spaces, + ( ) and -.': 'يمكن أن يحتوي رقم الهاتف على أرقام ومسافات و + ( ) و -.',
  'Every e-mail must be a valid e-mail address.': 'يجب أن يكون كل عنوان بريد إلكتروني صالحًا.',
  'The except id must be a whole number.': 'يجب أن يكون المعرّف المستثنى (except id) عددًا صحيحًا.',
  'The end date may not be before the start date.': 'لا يجوز أن يكون تاريخ الانتهاء قبل تاريخ البدء.',
  'The priority must be a whole number from 1 to 999.': 'يجب أن تكون الأولوية عددًا صحيحًا من 1 إلى 999.',

  // Accounting, its sync and the integrations.
  'Choose an active account of the chart of accounts.': 'اختر حسابًا نشطًا من دليل الحسابات.',
  'The accounts payable account must be a liability account.': 'يجب أن يكون حساب الذمم الدائنة حساب التزامات.',
  'A zero-rated or exempt rate is 0%.': 'نسبة الضريبة الصفرية أو المعفاة هي 0%.',
  'The lock date cannot be in the future.': 'لا يمكن أن يكون تاريخ الإقفال في المستقبل.',
  'The lock date is not a valid date.': 'تاريخ الإقفال ليس تاريخًا صالحًا.',
  'A sync of it is already in progress.': 'مزامنته جارية بالفعل.',
  'Choose the records to sync, or sync everything ready.': 'اختر السجلات المراد مزامنتها، أو زامن كل السجلات الجاهزة.',
  'No approved expense has this id.': 'لا يوجد مصروف معتمد بهذا المعرّف.',
  'No approved bill has this id.': 'لا توجد فاتورة معتمدة بهذا المعرّف.',
  'No accounting system is connected: connect one on the Integrations page.': 'لا يوجد نظام محاسبي مرتبط: اربط نظامًا من صفحة التكاملات.',
  'No category is chosen: code it before syncing.': 'لم تُختر فئة: رمّزه قبل المزامنة.',
  'This consent is unknown, used or expired; start connecting again.':
    'هذه الموافقة غير معروفة أو مستخدمة أو منتهية الصلاحية؛ ابدأ الربط من جديد.',
  'Already the same in Spendboard.': 'مطابق بالفعل لما في Spendboard.',
  'No TRN to match on; add this vendor by hand.': 'لا يوجد رقم تسجيل ضريبي للمطابقة؛ أضف هذا المورّد يدويًا.',
  'The TRN is not 15 digits starting with 100.': 'رقم التسجيل الضريبي ليس 15 رقمًا تبدأ بـ 100.',
  'Listed twice in the connected system; the first one was used.': 'مذكور مرتين في النظام المرتبط؛ استُخدم الأول.',
  'The change would restate records on or before the accounting lock date.':
    'سيعدّل هذا التغيير سجلات مؤرخة في تاريخ الإقفال المحاسبي أو قبله.',
  'Inactive in the connected system.': 'غير نشط في النظام المرتبط.',
  'A default account keeps its type; choose another default account first.': 'يحتفظ الحساب الافتراضي بنوعه؛ اختر حسابًا افتراضيًا آخر أولًا.',

  // Payroll (WPS) and the UAE identifiers it checks.
  'The MoHRE person ID is 14 digits: copy the personal number from the labour card.':
    'الرقم الشخصي لدى وزارة الموارد البشرية مكون من 14 رقمًا: انسخه من بطاقة العمل.',
  'The MoHRE person ID is missing: add the 14-digit number on the employee’s labour card.':
    'الرقم الشخصي لدى وزارة الموارد البشرية مفقود: أضف الرقم المكون من 14 رقمًا الموجود في بطاقة عمل الموظف.',
  'The MoHRE person ID must be 14 digits: copy it again from the labour card.':
    'يجب أن يتكون الرقم الشخصي لدى وزارة الموارد البشرية من 14 رقمًا: انسخه مجددًا من بطاقة العمل.',
  "The routing code is 9 digits: take it from the employee's bank letter.": 'رمز التوجيه مكون من 9 أرقام: خذه من خطاب بنك الموظف.',
  "The routing code is 9 digits: take it from your bank's WPS agreement.":
    'رمز التوجيه مكون من 9 أرقام: خذه من اتفاقية نظام حماية الأجور مع بنكك.',
  'The bank routing code must be 9 digits: take it from the employee’s bank letter.':
    'يجب أن يتكون رمز التوجيه البنكي من 9 أرقام: خذه من خطاب بنك الموظف.',
  'Enter the IBAN: AE followed by 21 digits.': 'أدخل رقم الآيبان: AE متبوعًا بـ 21 رقمًا.',
  'A UAE IBAN starts with AE: enter the employee’s UAE account.': 'يبدأ الآيبان الإماراتي بـ AE: أدخل حساب الموظف في الإمارات.',
  'The check digits do not match the account (mod-97): a digit is mistyped; copy the IBAN again from the bank letter.':
    'أرقام التحقق لا تطابق الحساب (mod-97): هناك رقم خاطئ؛ انسخ الآيبان مجددًا من خطاب البنك.',
  'The employer ID is the 13-digit MoHRE establishment number: copy it from the establishment card.':
    'رقم صاحب العمل هو رقم المنشأة لدى وزارة الموارد البشرية المكون من 13 رقمًا: انسخه من بطاقة المنشأة.',
  'The employer (establishment) ID must be 13 digits: set it on the payroll bank account page.':
    'يجب أن يتكون رقم صاحب العمل (المنشأة) من 13 رقمًا: حدّده في صفحة الحساب البنكي للرواتب.',
  'The employer bank’s routing code must be 9 digits: set it on the payroll bank account page.':
    'يجب أن يتكون رمز التوجيه لبنك صاحب العمل من 9 أرقام: حدّده في صفحة الحساب البنكي للرواتب.',
  'Enter the name of the bank that pays the salaries.': 'أدخل اسم البنك الذي يدفع الرواتب.',
  'Set the employer ID and the bank routing code: the salary file cannot be made without them.':
    'حدّد رقم صاحب العمل ورمز التوجيه البنكي: لا يمكن إنشاء ملف الرواتب بدونهما.',
  'Choose the person of the company this payroll record is for.': 'اختر شخص الشركة الذي يخصه سجل الرواتب هذا.',
  'The chosen person is not one of this company: choose a person from the list.': 'الشخص المختار ليس من هذه الشركة: اختر شخصًا من القائمة.',
  'This person is already on the payroll: change their record instead.': 'هذا الشخص مسجل في الرواتب بالفعل: عدّل سجله بدلًا من ذلك.',
  'The person of a payroll record cannot change: create a record for the other person.':
    'لا يمكن تغيير الشخص في سجل الرواتب: أنشئ سجلًا للشخص الآخر.',
  'Enter the contract start as a day (DD/MM/YYYY).': 'أدخل تاريخ بداية العقد بالصيغة يوم/شهر/سنة (DD/MM/YYYY).',
  'The basic salary must be more than 0.': 'يجب أن يكون الراتب الأساسي أكبر من 0.',
  'A run can be prepared up to next month only.': 'يمكن إعداد مسير الرواتب حتى الشهر القادم فقط.',
  'No employee is active: add employees before preparing a run.': 'لا يوجد موظف نشط: أضف موظفين قبل إعداد مسير الرواتب.',
  'Nobody approves a run they prepared: another person with the approve payroll permission decides it.':
    'لا يوافق أحد على مسير رواتب أعدّه بنفسه: يقرره شخص آخر لديه صلاحية الموافقة على الرواتب.',
  'The bank would reject the salary file: fix these lines first.': 'سيرفض البنك ملف الرواتب: صحّح هذه الأسطر أولًا.',
  'Days in the period must be a whole number from 1 to 31.': 'يجب أن تكون أيام الفترة عددًا صحيحًا من 1 إلى 31.',
  'Fixed income cannot be negative: correct the employee’s pay.': 'لا يمكن أن يكون الدخل الثابت سالبًا: صحّح أجر الموظف.',
  'Variable income cannot be negative: enter deductions in the fixed pay instead.':
    'لا يمكن أن يكون الدخل المتغير سالبًا: أدخل الاستقطاعات في الأجر الثابت بدلًا من ذلك.',
  'Nothing is paid to this employee: set the employee inactive or enter the pay.': 'لا يُدفع شيء لهذا الموظف: اجعله غير نشط أو أدخل الأجر.',
  'The line holds a character that is not plain ASCII: retype the IBAN and IDs.':
    'يحتوي السطر على حرف خارج نطاق ASCII: أعد كتابة الآيبان والأرقام التعريفية.',
  'The file has no employee: add active employees to the run.': 'لا يحتوي الملف على أي موظف: أضف موظفين نشطين إلى المسير.',

  // Compliance, reports, support.
  'This rule needs this value.': 'تحتاج هذه القاعدة إلى هذه القيمة.',
  'The working hours must end after they start.': 'يجب أن تنتهي ساعات العمل بعد بدايتها.',
  'Say how it was resolved.': 'اذكر كيف تم حله.',
  'Say why it is dismissed.': 'اذكر سبب تجاهله.',
  'Give a day as YYYY-MM-DD.': 'أدخل التاريخ بالصيغة YYYY-MM-DD.',
  'The last day cannot be before the first.': 'لا يمكن أن يكون اليوم الأخير قبل اليوم الأول.',
  'Give the report a name.': 'أدخل اسمًا للتقرير.',
  'Name each column once.': 'اذكر كل عمود مرة واحدة.',
  'This report needs this filter.': 'يحتاج هذا التقرير إلى عامل التصفية هذا.',
  'This report does not take this filter.': 'لا يقبل هذا التقرير عامل التصفية هذا.',
  'The message field is required.': 'حقل الرسالة مطلوب.',
  'The period must be a quarter (2026-Q4) or a month (2026-11).': 'يجب أن تكون الفترة ربعًا (2026-Q4) أو شهرًا (2026-11).',
  'Give both the tax period and the line of the VAT return.': 'حدّد فترة الضريبة وبند إقرار ضريبة القيمة المضافة معًا.',
  'Attach one file at most.': 'أرفق ملفًا واحدًا على الأكثر.',
  'The multipart body is incomplete or malformed.': 'نص الطلب متعدد الأجزاء غير مكتمل أو تالف.',
  // The e-mails' fixed lines (mailPatternsAr.ts).
  ...MAIL_MESSAGES_AR,
};
