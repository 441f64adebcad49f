// 简体中文文本（GlobalBuy 与 Himal Proxy 提供中文）。
import type { CountryKey } from '../facts';
import { escapeHtml, feeTable, firstLine, lineCost, lineName, list, money, paymentList } from './html';
import type { LanguagePack } from './types';

const countries: Record<CountryKey, string> = {
  US: '美国',
  SA: '沙特阿拉伯',
  GH: '加纳',
  NP: '尼泊尔',
  LA: '老挝',
};

const customsNotes: Record<CountryKey, string> = {
  US: '美国海关（CBP）可能扣留缺少规定标签的化妆品、保健品和儿童用品；申报价值低于 800 美元的包裹通常免税通关。',
  SA: '沙特海关（ZATCA）对大多数包裹征收 15% 增值税及关税；酒类、猪肉制品、赌博用品及违反公共道德的出版物一律禁止入境。',
  GH: '加纳税务局在科托卡机场或特马港对到港货物征收关税；二手电子产品及品名描述不清的货物常被查验。',
  NP: '尼泊尔海关（特里布万机场、吉隆/樟木口岸）按品类征收关税；无人机、卫星电话和对讲机须事先取得许可。',
  LA: '老挝海关在磨憨—磨丁口岸和塔纳楞陆港对每批集运货物查验；药品和化妆品须取得食品药品管理部门许可。',
};

const NL = 'zh-CN';

const places: Record<string, string> = {
  Guangzhou: '广州',
  Yiwu: '义乌',
  'New York': '纽约',
  Riyadh: '利雅得',
  Accra: '阿克拉',
  Kathmandu: '加德满都',
  Vientiane: '万象',
  Kunming: '昆明',
};
const P = (name: string): string => places[name] ?? name;

const zh: LanguagePack = {
  language: 'zh-CN',
  numberLocale: NL,
  countries,
  lineNames: { airExpress: '空运快递', sea: '海运', roadKerung: '吉隆口岸陆运', landBoten: '磨憨—磨丁铁路及陆运' },
  depositInstructions: {
    card: '在在线充值中用银行卡支付，款项即时到账。',
    paypal: '将款项汇至下方 PayPal 账户，并上传付款确认。',
    bank: '转账至下方账户，备注填写您的账户邮箱；上传银行回单。',
    mobileMoney: '汇款至下方商户号码，并上传确认短信截图。',
    wallet: '向下方钱包 ID 付款，并上传付款截图。',
    cash: '到我们的办公室付款（周一至周六 9:00–18:00），我们会替您上传收据。',
  },
  paymentKinds: {
    card: '银行卡',
    paypal: 'PayPal',
    bank: '银行转账',
    mobileMoney: '手机钱包',
    wallet: '电子钱包',
    cash: '现金',
  },
  feeHeaders: ['运输线路', '首重 1 公斤', '续重每公斤', '时效（天）'],
  articles: {
    HOW_TO_USE: (c) => ({
      title: `如何使用${c.tenantName}`,
      html: `<h2>五步轻松买遍中国电商</h2>
<p>${escapeHtml(c.tenantName)}代您在淘宝、天猫、1688、京东和得物下单，货物先送到我们的${P(c.warehouse)}仓库，再合并成一个包裹发往${countries[c.country]}。您无需中国银行卡，也无需中国手机号。</p>
${list(
  [
    '<strong>找到商品。</strong>把淘宝、天猫、1688 或京东的商品链接粘贴到搜索框，或按关键词、图片搜索。商品页同时显示人民币价格和您所在地的货币价格。',
    '<strong>加入购物车。</strong>选择颜色、尺码和数量后提交采购单，可以给采购员留言，例如“请检查走线”。',
    `<strong>用余额付款。</strong>以 ${escapeHtml(c.currency)} 充值余额，支付商品款、卖家国内运费以及 ${c.serviceFeePercent}% 的服务费。`,
    `<strong>我们采购并收货。</strong>采购员在一个工作日内下单。货物到仓后我们会验货、拍照，并免费保管 ${c.freeStorageDays} 天。`,
    `<strong>发货回国。</strong>勾选要发的包裹，选择运输线路并支付国际运费，我们合并打包后寄往${P(c.destinationCity)}。`,
  ],
  true,
)}
<h2>费用说明</h2>
<p>费用分两次支付：第一次是商品费用（商品价、卖家国内运费和服务费，每单最低 ${money(c.minServiceFee, c, NL)}）；第二次是在货物称重后支付国际运费。未经您确认，我们不会追加任何费用。</p>
<h2>小贴士</h2>
${list([
  '卖家偶尔会缺货或改价，遇到这种情况我们会先联系您，差价原路退回余额。',
  '多个订单合并成一个转运单更划算：首重是最贵的那一公斤。',
  '购买电池、液体或品牌商品前，请先查看禁运物品清单。',
])}`,
    }),
    ABOUT_TRANSIT_FEE: (c) => {
      const line = firstLine(c);
      return {
        title: `寄往${countries[c.country]}的运费`,
        html: `<h2>国际运费如何计算</h2>
<p>国际运费在您创建转运单时收取，此时货物已到达仓库并完成称重。计费重量取实际重量与体积重量（长×宽×高（厘米）÷6000）中较大者，不足 1 公斤按 1 公斤计。</p>
${feeTable(c, zh)}
<p>价格以人民币计，${escapeHtml(c.currency)} 金额按页面顶部显示的汇率折算。</p>
<h2>计算示例</h2>
<p>三个订单合计 2.4 公斤，选择${lineName(zh, line)}：按 3 公斤计费，共 ${money(lineCost(line, 2.4), c, NL)}。如果分三次单独寄送，费用会高得多，因为每个包裹都要各付一次首重。</p>
<h2>包含与不包含</h2>
${list([
  '包含：合并打包、按需去除鞋盒和多余包装、易碎品气泡膜、中国出口报关。',
  `不包含：${countries[c.country]}的进口关税和税费，以及${P(c.destinationCity)}以外地区的派送费（由快递公司收取）。`,
  '可选：易碎品木架（每个 ¥45）和运输保险（申报价值的 3%）。',
])}`,
      };
    },
    ABOUT_US: (c) => ({
      title: `关于${c.tenantName}`,
      html: `<h2>我们是谁</h2>
<p>${escapeHtml(c.tenantName)}是一家面向${countries[c.country]}买家的代购公司。我们的采购员在自有的${P(c.warehouse)}仓库办公，紧邻中国最大的批发市场；位于${P(c.destinationCity)}的客服团队熟悉当地海关规定。</p>
<h2>我们为您做什么</h2>
${list([
  '从不发海外的淘宝、天猫、1688、京东和得物卖家处代为购买。',
  '每件商品到仓都会检查，并在发出前把照片发给您。',
  '把多个订单合并成一个包裹，并推荐最适合您预算的线路。',
  '办理出口手续；如有商品无法寄送，我们会提前告知。',
])}
<h2>我们的承诺</h2>
<p>页面价格就是卖家价格，我们只收取公开透明的 ${c.serviceFeePercent}% 服务费和您所选线路的运费。余额属于您本人：缺货退款当天回到余额，未使用的余额可以随时提现。包裹若在我们保管期间丢失，商品和运费全额退还。</p>
<h2>联系我们</h2>
<p>请发邮件至 <a href="mailto:${escapeHtml(c.serviceEmail)}">${escapeHtml(c.serviceEmail)}</a> 或使用本站在线客服，我们会在一个工作日内回复。</p>`,
    }),
    PAYMENT_GUIDE: (c) => ({
      title: '支付指南',
      html: `<h2>使用账户余额付款</h2>
<p>${escapeHtml(c.tenantName)}的所有付款都从账户余额中扣除，包括采购单、转运单和增值服务。充值一次即可支付多个订单，无需每次输入银行卡信息。</p>
<h2>充值方式</h2>
${paymentList(c, zh)}
<h2>充值步骤</h2>
${list(
  [
    '打开“我的账户 → 余额”，点击“充值”。',
    `输入 ${escapeHtml(c.currency)} 金额并选择支付方式。`,
    '按支付方式的提示完成付款。银行卡和电子钱包即时到账，银行转账最多一个工作日。',
    '余额以人民币记账，按充值时的汇率折算。',
  ],
  true,
)}
<h2>支付订单</h2>
<p>付款时需输入支付密码（在“我的账户”中设置，与登录密码不同）。余额不足时不会扣款，订单会保留等待您支付。</p>
<h2>退款</h2>
<p>卖家缺货或降价时，差额会自动退回余额。您也可以随时申请提现到原支付方式，需要三到五个工作日。</p>`,
    }),
    SOURCING_SERVICE: (c) => ({
      title: '寻源采购服务',
      html: `<h2>找不到？我们帮您找</h2>
<p>我们位于${P(c.warehouse)}的采购员可以为您寻找网上难找的商品、批量货源，或为您定制带标志的产品。请发送图片、描述、数量和目标价格，我们会在两个工作日内提供至少三家供应商的报价。</p>
<h2>服务流程</h2>
${list(
  [
    '在 1688、义乌国际商贸城以及我们长期合作的工厂中寻找货源。',
    '比较价格、起订量和生产周期，并代您议价。',
    '样品寄到我们仓库，检查拍照后再由您决定是否下大货。',
    '跟进生产进度，到货验收后与您的其他包裹一起发出。',
  ],
  true,
)}
<h2>费用</h2>
<p>报价免费。下单后按货值收取 ${c.serviceFeePercent}% 服务费（每次寻源最低 ${money(50, c, NL)}）。定制印刷、标签和包装由工厂另行报价。</p>
<h2>适合寻源的商品</h2>
${list(['用于转售的店铺货品（服装、手机配件、家居用品）', '零配件和工具', '印有您标志的促销礼品', '走海运的家具和灯具'])}`,
    }),
    USER_AGREEMENT: (c) => ({
      title: '用户协议',
      html: `<h2>一、我们的角色</h2>
<p>${escapeHtml(c.tenantName)}是您的采购代理：我们以您的名义向您选择的卖家购买商品并寄送给您。商品质量和描述由卖家负责。</p>
<h2>二、订单与价格</h2>
<p>采购单即购买委托。价格以采购时卖家标价为准；如在采购前价格变动，我们会先征得您的同意。服务费为货值的 ${c.serviceFeePercent}%，每单最低 ${money(c.minServiceFee, c, NL)}。</p>
<h2>三、余额与支付</h2>
<p>所有付款均从账户余额中扣除，并受支付密码保护。请妥善保管密码，使用密码确认的操作视为您本人操作。</p>
<h2>四、仓储、运输与清关</h2>
<p>货物在${P(c.warehouse)}仓库免费保管 ${c.freeStorageDays} 天，超期后每个包裹每天收取 ¥1 仓储费。您须如实申报每个转运单的内容和价值，并承担${countries[c.country]}的进口关税。</p>
<h2>五、退货</h2>
<p>货物仍在仓库且在卖家退货期内时可以退货，国内退货运费按实际收取。</p>
<h2>六、责任</h2>
<p>货物在我们保管期间丢失或损坏的，我们按货值和已付运费赔偿。因海关或承运商造成的延误，我们不承担责任。</p>
<h2>七、禁运物品</h2>
<p>我们不代购、不寄送禁运清单上的物品，此类订单将被取消并退款至余额。</p>`,
    }),
    PROHIBITED_PURCHASE_ITEMS: (c) => ({
      title: '禁运及限运物品',
      html: `<h2>无法代购或寄送的物品</h2>
<p>有些商品不能出口、不能空运，或不能进入${countries[c.country]}。我们会审核每一个订单，但请在购买前阅读以下清单：禁运物品的订单将被取消并退款至余额。</p>
${list([
  '武器、仿真枪、弹药、刃长超过 15 厘米的固定刀具、防狼喷雾和电击器',
  '易燃易爆物品：打火机、火柴、烟花、喷雾罐、油漆和指甲油',
  '单独的锂电池和充电宝（内置于设备中的电池多数线路可以接收）',
  '药品、毒品及其成分，包括电子烟和烟草',
  '假冒品牌商品和仿制品',
  '活体动物、植物、种子、泥土和生鲜食品',
  '货币、贵金属、宝石和证件',
  '成人用品和赌博器具',
])}
<h2>限运物品</h2>
<p>液体、粉末、化妆品、磁铁和带内置电池的商品只能走部分线路，创建转运单时会显示可用线路。</p>
<h2>${countries[c.country]}的规定</h2>
<p>${escapeHtml(customsNotes[c.country])}</p>`,
    }),
  },
  faqTitle: (c) => `${c.tenantName}常见问题`,
  faqIntro: () => '这里汇总了买家最常问的问题。如果没有找到答案，请联系我们的客服。',
  faq: (c) => {
    const line = firstLine(c);
    return [
      {
        question: '可以在哪些网站购买？',
        answer: '淘宝、天猫、1688（阿里巴巴）、京东、义乌购和得物。把商品链接粘贴到搜索框，或按关键词、图片搜索即可。',
      },
      {
        question: '多久能收到货？',
        answer: `卖家发货到我们仓库一般需要 2–5 天；${lineName(zh, line)}寄往${countries[c.country]}需要 ${line.days} 天。`,
      },
      {
        question: '服务费是多少？',
        answer: `货值的 ${c.serviceFeePercent}%，每单最低 ${money(c.minServiceFee, c, NL)}。国际运费按重量另计。`,
      },
      {
        question: '如何付款？',
        answer: `先充值余额（${c.payments.map((p) => p.brand).join('、')}），再用支付密码从余额付款。`,
      },
      {
        question: '可以把多个订单合成一个包裹吗？',
        answer: `可以。已到仓的货物都可以放进同一个转运单，省下多次首重费用。仓储 ${c.freeStorageDays} 天内免费。`,
      },
      { question: '商品缺货怎么办？', answer: '我们会立即通知您，并在当天把商品款和服务费退回余额。' },
      { question: '发货前能看到商品吗？', answer: '可以。每件商品到仓都会拍照，如需细节照片或尺寸测量也可以申请。' },
      {
        question: '进口关税由谁支付？',
        answer: `和其他境外包裹一样，${countries[c.country]}的进口关税和税费由收件人支付。`,
      },
    ];
  },
  announcements: (c) => [
    { title: '仓库作业时间', content: `${P(c.warehouse)}仓库周一至周六收货。北京时间 16:00 前付款的订单当天采购。` },
    { title: '合箱更省钱', content: `把多个订单合并成一个发往${countries[c.country]}的转运单，首重只付一次。` },
    { title: '新功能：以图搜货', content: '点击搜索框里的相机图标上传图片，即可在淘宝和 1688 找到同款。' },
  ],
  slogan: (c) => ({
    title: `买遍中国，直送${countries[c.country]}`,
    subtitle: `${c.tenantName}代您在淘宝、1688、京东购物，合并一个包裹寄到家。`,
  }),
  banners: (f) => [
    { headline: '足不出户买遍淘宝和 1688', subline: `直送${countries[f.country]}` },
    { headline: '一个包裹，一次运费', subline: `${P(f.warehouse)}仓库免费存放 ${f.freeStorageDays} 天` },
    { headline: '找不到？我们帮您找', subline: '两天内提供三家供应商报价' },
  ],
  howToUseSteps: (c) => [
    {
      stepName: '找商品',
      stepRemark: '粘贴链接或搜索',
      stepDesc: '把淘宝、天猫、1688 或京东的商品链接复制到搜索框，或按关键词、图片搜索。',
    },
    { stepName: '下单', stepRemark: '加入购物车并提交', stepDesc: '选择规格和数量，给采购员留言，然后提交采购单。' },
    {
      stepName: '付款',
      stepRemark: '使用账户余额',
      stepDesc: `以 ${c.currency} 充值，用支付密码支付商品款和 ${c.serviceFeePercent}% 服务费。`,
    },
    {
      stepName: '收货',
      stepRemark: `${P(c.warehouse)}仓库`,
      stepDesc: `我们一个工作日内下单，到仓验货拍照，免费保管 ${c.freeStorageDays} 天。`,
    },
    {
      stepName: '发货',
      stepRemark: `寄往${P(c.destinationCity)}`,
      stepDesc: '勾选包裹、选择线路并支付运费，我们合并成一个包裹寄出。',
    },
  ],
  groups: {
    women: '女装精选',
    men: '男装精选',
    shoes: '鞋靴潮品',
    bags: '箱包出行',
    digital: '数码配件',
    home: '家居生活',
    beauty: '美妆护肤',
    toys: '玩具童趣',
    sports: '运动户外',
    accessories: '手表配饰',
  },
};

export default zh;
