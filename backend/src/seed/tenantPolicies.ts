// Short privacy-policy and terms texts of the demo tenants (tenant-supplied HTML; the storefront sanitises it).
export interface PolicyInput {
  name: string;
  email: string;
  country: string;
}

export function privacyPolicyEn({ name, email, country }: PolicyInput): string {
  return `<h2>${name} privacy policy</h2>
<p>${name} buys goods from Chinese marketplaces on your behalf and ships them to you in ${country}. To do that we keep
the data you give us: your name, email address, phone number, delivery addresses and the orders you place.</p>
<ul>
<li><strong>Why:</strong> to buy, store and ship your goods, to answer your questions and to keep your account safe.</li>
<li><strong>Who sees it:</strong> our staff, the sellers we buy from (only what an order needs) and the carriers that deliver your parcels.</li>
<li><strong>How long:</strong> for as long as your account is open, and afterwards only as long as tax law requires.</li>
<li><strong>Your rights:</strong> you may ask for a copy of your data, have it corrected or have your account deleted.</li>
</ul>
<p>We use cookies to keep you logged in and to remember your language and display settings. We never sell your data.</p>
<p>Questions: <a href="mailto:${email}">${email}</a>.</p>`;
}

export function termsOfUseEn({ name, email }: PolicyInput): string {
  return `<h2>${name} terms of use</h2>
<ol>
<li>You ask ${name} to buy goods on your behalf. Prices on marketplaces change; we confirm the final price before we pay the seller.</li>
<li>Your account balance is used to pay for goods, domestic Chinese shipping, our service fee and international shipping.</li>
<li>We inspect parcels when they reach our warehouse in China. We do not ship goods that are prohibited in China or in your country.</li>
<li>Delivery times of carriers are estimates. Customs duties of your country are paid by you.</li>
<li>Goods may be returned to a seller only within the seller's own return period and at your cost.</li>
</ol>
<p>Contact us at <a href="mailto:${email}">${email}</a> before you place an order if anything is unclear.</p>`;
}

export function privacyPolicyAr({ name, email }: PolicyInput): string {
  return `<h2>سياسة الخصوصية لدى ${name}</h2>
<p>نشتري لك البضائع من الأسواق الصينية ونشحنها إليك. لذلك نحتفظ بالبيانات التي تقدمها لنا: اسمك وبريدك الإلكتروني ورقم هاتفك وعناوين التوصيل وطلباتك.</p>
<ul>
<li><strong>لماذا:</strong> لشراء بضائعك وتخزينها وشحنها، وللرد على أسئلتك وحماية حسابك.</li>
<li><strong>من يطلع عليها:</strong> موظفونا، والبائعون الذين نشتري منهم (ما يلزم للطلب فقط)، وشركات الشحن.</li>
<li><strong>حقوقك:</strong> يمكنك طلب نسخة من بياناتك أو تصحيحها أو حذف حسابك.</li>
</ul>
<p>لا نبيع بياناتك أبدًا. للاستفسار: <a href="mailto:${email}">${email}</a>.</p>`;
}

export function termsOfUseAr({ name, email }: PolicyInput): string {
  return `<h2>شروط الاستخدام لدى ${name}</h2>
<ol>
<li>تطلب من ${name} شراء البضائع نيابة عنك، ونؤكد السعر النهائي قبل الدفع للبائع.</li>
<li>يُستخدم رصيد حسابك لدفع ثمن البضائع والشحن الداخلي في الصين ورسوم الخدمة والشحن الدولي.</li>
<li>نفحص الطرود عند وصولها إلى مستودعنا في الصين، ولا نشحن البضائع المحظورة.</li>
<li>الرسوم الجمركية في بلدك على نفقتك.</li>
</ol>
<p>تواصل معنا: <a href="mailto:${email}">${email}</a>.</p>`;
}
