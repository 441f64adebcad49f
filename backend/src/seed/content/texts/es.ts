// Textos en español (GlobalBuy).
import type { CountryKey } from '../facts';
import { escapeHtml, feeTable, firstLine, lineCost, lineName, list, money, paymentList } from './html';
import type { LanguagePack } from './types';

const countries: Record<CountryKey, string> = {
  US: 'Estados Unidos',
  SA: 'Arabia Saudí',
  GH: 'Ghana',
  NP: 'Nepal',
  LA: 'Laos',
};

const customsNotes: Record<CountryKey, string> = {
  US: 'La aduana de EE. UU. (CBP) puede retener cosméticos, suplementos y productos infantiles sin el etiquetado exigido; los paquetes de menos de 800 USD suelen entrar sin aranceles.',
  SA: 'La aduana saudí (ZATCA) cobra un 15 % de IVA y aranceles en la mayoría de los paquetes; el alcohol, los productos de cerdo y los artículos de juego se rechazan en frontera.',
  GH: 'La Autoridad Tributaria de Ghana liquida los aranceles a la llegada a Kotoka o Tema; la electrónica usada y las mercancías mal descritas suelen quedar retenidas para inspección.',
  NP: 'La aduana de Nepal cobra aranceles según la categoría; los drones, teléfonos satelitales y walkie-talkies necesitan un permiso previo.',
  LA: 'La aduana de Laos inspecciona cada envío consolidado en Boten y en el puerto seco de Thanaleng; medicamentos y cosméticos requieren licencia sanitaria.',
};

const NL = 'es-ES';
const places: Record<string, string> = { 'New York': 'Nueva York', Guangzhou: 'Cantón (Guangzhou)' };
const P = (name: string): string => places[name] ?? name;

const es: LanguagePack = {
  language: 'es',
  numberLocale: NL,
  countries,
  lineNames: {
    airExpress: 'Aéreo exprés',
    sea: 'Marítimo',
    roadKerung: 'Carretera por Kerung',
    landBoten: 'Tren y carretera por Boten',
  },
  depositInstructions: {
    card: 'Paga con tarjeta en la recarga en línea; el importe llega al instante.',
    paypal: 'Envía el importe a la cuenta de PayPal indicada abajo y sube la confirmación.',
    bank: 'Transfiere a la cuenta indicada abajo con el correo de tu cuenta como referencia; sube el comprobante bancario.',
    mobileMoney: 'Envía al número de comercio indicado abajo y sube la captura del SMS de confirmación.',
    wallet: 'Paga al ID de monedero indicado abajo y sube la captura del pago.',
    cash: 'Paga en nuestra oficina (lun–sáb 9:00–18:00); nosotros subimos el recibo por ti.',
  },
  paymentKinds: {
    card: 'Tarjeta bancaria',
    paypal: 'PayPal',
    bank: 'Transferencia bancaria',
    mobileMoney: 'Dinero móvil',
    wallet: 'Monedero electrónico',
    cash: 'Efectivo',
  },
  feeHeaders: ['Línea de envío', 'Primer kg', 'Cada kg adicional', 'Plazo (días)'],
  articles: {
    HOW_TO_USE: (c) => ({
      title: `Cómo usar ${c.tenantName}`,
      html: `<h2>Compra en China en cinco pasos</h2>
<p>${escapeHtml(c.tenantName)} compra por ti en Taobao, Tmall, 1688, JD y Poizon, recibe la mercancía en nuestro almacén de ${P(c.warehouse)} y te la envía a ${countries[c.country]} en un solo paquete consolidado. No necesitas cuenta bancaria ni teléfono chinos.</p>
${list(
  [
    '<strong>Encuentra un producto.</strong> Pega el enlace de Taobao, Tmall, 1688 o JD en el buscador, o busca por palabra clave o por foto. La ficha muestra el precio en CNY y en tu moneda.',
    '<strong>Añádelo al carrito.</strong> Elige color, talla y cantidad y envía el pedido de compra. Puedes dejar una nota a nuestros compradores, por ejemplo «revisar las costuras».',
    `<strong>Paga con tu saldo.</strong> Recarga tu saldo en ${escapeHtml(c.currency)} y paga la mercancía, el envío nacional del vendedor y nuestra comisión del ${c.serviceFeePercent} %.`,
    `<strong>Compramos y recibimos.</strong> Hacemos el pedido en un día laborable. Cuando la mercancía llega a ${P(c.warehouse)}, la revisamos, la fotografiamos y la guardamos gratis ${c.freeStorageDays} días.`,
    `<strong>Envío a casa.</strong> Selecciona los paquetes, elige una línea de envío y paga el flete internacional. Lo embalamos todo junto y lo enviamos a ${P(c.destinationCity)}.`,
  ],
  true,
)}
<h2>Qué pagas</h2>
<p>Pagas en dos momentos: primero la mercancía (precio, envío dentro de China y comisión, mínimo ${money(c.minServiceFee, c, NL)} por pedido) y después el envío internacional, cuando conocemos el peso real. Nunca añadimos un coste sin tu confirmación.</p>
<h2>Conviene saber</h2>
${list([
  'A veces un vendedor se queda sin existencias o cambia el precio: te avisamos y devolvemos la diferencia a tu saldo.',
  'Agrupa varios pedidos en una sola orden de tránsito: el primer kilo es el más caro.',
  'Consulta la lista de artículos prohibidos antes de comprar baterías, líquidos o productos de marca.',
])}`,
    }),
    ABOUT_TRANSIT_FEE: (c) => {
      const line = firstLine(c);
      return {
        title: `Tarifas de envío a ${countries[c.country]}`,
        html: `<h2>Cómo se calcula el envío internacional</h2>
<p>El flete internacional se cobra al crear la orden de tránsito, cuando tu mercancía ya está en nuestro almacén de ${P(c.warehouse)} y ha sido pesada. Facturamos el mayor entre el peso real y el peso volumétrico (largo × ancho × alto en cm ÷ 6000), redondeado al kilo siguiente.</p>
${feeTable(c, es)}
<p>Los precios se fijan en CNY; el importe en ${escapeHtml(c.currency)} sigue el tipo de cambio que muestra la cabecera.</p>
<h2>Ejemplo</h2>
<p>Tres pedidos que juntos pesan 2,4 kg, enviados por ${lineName(es, line).toLowerCase()}: 3 kg facturables cuestan ${money(lineCost(line, 2.4), c, NL)}. Enviados por separado costarían bastante más, porque cada paquete paga su propio primer kilo.</p>
<h2>Qué incluye y qué no</h2>
${list([
  'Incluye: consolidación, retirada de cajas de zapatos y embalaje sobrante a petición, plástico de burbujas para objetos frágiles y despacho de exportación en China.',
  `No incluye: aranceles e impuestos de importación de ${countries[c.country]}, ni la entrega fuera de ${P(c.destinationCity)}, que cobra el transportista.`,
  'Opcional: jaula de madera para objetos frágiles (¥45 por unidad) y seguro de envío (3 % del valor declarado).',
])}`,
      };
    },
    ABOUT_US: (c) => ({
      title: `Sobre ${c.tenantName}`,
      html: `<h2>Quiénes somos</h2>
<p>${escapeHtml(c.tenantName)} es un agente de compras para clientes de ${countries[c.country]}. Nuestros compradores trabajan en nuestro propio almacén de ${P(c.warehouse)}, junto a los mayores mercados mayoristas de China, y nuestro equipo de atención en ${P(c.destinationCity)} conoce las normas de aduana locales.</p>
<h2>Qué hacemos por ti</h2>
${list([
  'Compramos a vendedores de Taobao, Tmall, 1688, JD y Poizon que no envían al extranjero.',
  'Revisamos cada artículo a su llegada y te enviamos fotos antes de que salga de China.',
  'Consolidamos tus pedidos en un solo paquete y elegimos la línea que se ajusta a tu presupuesto.',
  'Gestionamos la documentación de exportación y te avisamos si algún artículo no puede enviarse.',
])}
<h2>Nuestro compromiso</h2>
<p>Los precios de la web son los de los vendedores; nuestros ingresos son una comisión visible del ${c.serviceFeePercent} % y el flete que tú eliges. Tu saldo es tuyo: los reembolsos por falta de existencias vuelven el mismo día y el saldo no usado se puede retirar. Si un paquete se pierde bajo nuestra custodia, reembolsamos mercancía y envío íntegramente.</p>
<h2>Contacto</h2>
<p>Escríbenos a <a href="mailto:${escapeHtml(c.serviceEmail)}">${escapeHtml(c.serviceEmail)}</a> o usa el chat de la web. Respondemos en un día laborable como máximo.</p>`,
    }),
    PAYMENT_GUIDE: (c) => ({
      title: 'Guía de pago',
      html: `<h2>Paga con el saldo de tu cuenta</h2>
<p>Todos los pagos en ${escapeHtml(c.tenantName)} se hacen con el saldo de tu cuenta: pedidos de compra, órdenes de tránsito (envío) y servicios adicionales. Recargas una vez y pagas muchos pedidos sin introducir cada vez los datos de tu tarjeta.</p>
<h2>Formas de recarga</h2>
${paymentList(c, es)}
<h2>Cómo recargar</h2>
${list(
  [
    'Abre <em>Mi cuenta → Saldo</em> y pulsa <em>Recargar</em>.',
    `Indica el importe en ${escapeHtml(c.currency)} y elige un método de pago.`,
    'Sigue las instrucciones del método elegido. Tarjetas y monederos se abonan al instante; las transferencias tardan hasta un día laborable.',
    'El saldo se guarda en CNY al tipo de cambio del momento de la recarga.',
  ],
  true,
)}
<h2>Pagar un pedido</h2>
<p>Al pagar confirmas con tu contraseña de pago (se define en <em>Mi cuenta</em> y es distinta de la de acceso). Si el saldo no alcanza, no se cobra nada y el pedido te espera.</p>
<h2>Reembolsos</h2>
<p>Si el vendedor se queda sin existencias o baja el precio, la diferencia vuelve automáticamente a tu saldo. Puedes pedir la retirada a tu método de pago original en cualquier momento; tarda de tres a cinco días laborables.</p>`,
    }),
    SOURCING_SERVICE: (c) => ({
      title: 'Servicio de búsqueda de proveedores',
      html: `<h2>¿No lo encuentras? Lo buscamos por ti</h2>
<p>Nuestros compradores en ${P(c.warehouse)} localizan proveedores de productos difíciles de encontrar en línea, para cantidades grandes o con tu propio logotipo. Envíanos una foto, una descripción, la cantidad y tu precio objetivo: en dos días laborables te damos al menos tres ofertas.</p>
<h2>Cómo funciona</h2>
${list(
  [
    'Buscamos en 1688, en el mercado internacional de Yiwu y en fábricas con las que ya trabajamos.',
    'Comparamos precios, cantidades mínimas y plazos de producción, y negociamos por ti.',
    'Las muestras llegan a nuestro almacén, se revisan y se fotografían antes del pedido completo.',
    'Seguimos la producción, inspeccionamos la mercancía y la enviamos con tus demás paquetes.',
  ],
  true,
)}
<h2>Costes</h2>
<p>Los presupuestos son gratuitos. Al hacer el pedido se aplica la comisión habitual del ${c.serviceFeePercent} % sobre el valor de la mercancía (mínimo ${money(50, c, NL)} por búsqueda). La impresión, etiquetas y embalaje personalizados los presupuesta la fábrica aparte.</p>
<h2>Buenos candidatos</h2>
${list(['Existencias para reventa (ropa, accesorios de móvil, menaje)', 'Recambios y herramientas', 'Artículos promocionales con tu logotipo', 'Muebles e iluminación por vía marítima'])}`,
    }),
    USER_AGREEMENT: (c) => ({
      title: 'Condiciones de uso',
      html: `<h2>1. Nuestro papel</h2>
<p>${escapeHtml(c.tenantName)} actúa como tu agente de compras: compramos en China en tu nombre a los vendedores que eliges y te enviamos la mercancía. El vendedor sigue siendo responsable de la calidad y la descripción del producto.</p>
<h2>2. Pedidos y precios</h2>
<p>Un pedido de compra es un encargo de compra. Los precios son los del vendedor en el momento de comprar; si cambian antes, te consultamos. Nuestra comisión es del ${c.serviceFeePercent} % del valor, con un mínimo de ${money(c.minServiceFee, c, NL)} por pedido.</p>
<h2>3. Saldo y pagos</h2>
<p>Los pagos se hacen con el saldo de tu cuenta, protegido por tu contraseña de pago. Mantén tus contraseñas en secreto: lo que se confirma con ellas se considera hecho por ti.</p>
<h2>4. Almacenaje, envío y aduanas</h2>
<p>La mercancía se guarda gratis ${c.freeStorageDays} días en ${P(c.warehouse)}; después, el almacenaje cuesta ¥1 por paquete y día. Declaras con veracidad el contenido y el valor de cada envío y pagas los aranceles de ${countries[c.country]}.</p>
<h2>5. Devoluciones</h2>
<p>Es posible devolver al vendedor mientras la mercancía siga en nuestro almacén y dentro del plazo del vendedor; el envío nacional de la devolución se cobra a coste.</p>
<h2>6. Responsabilidad</h2>
<p>Respondemos de la pérdida o el daño mientras la mercancía está bajo nuestra custodia, hasta su valor y el envío pagado. No respondemos de retrasos causados por aduanas o transportistas.</p>
<h2>7. Artículos prohibidos</h2>
<p>No compramos ni enviamos artículos de nuestra lista de prohibidos; esos pedidos se cancelan y se reembolsan al saldo.</p>`,
    }),
    PROHIBITED_PURCHASE_ITEMS: (c) => ({
      title: 'Artículos prohibidos y restringidos',
      html: `<h2>Lo que no podemos comprar ni enviar</h2>
<p>Algunos productos no pueden salir de China, viajar en avión o entrar en ${countries[c.country]}. Revisamos cada pedido, pero lee esta lista antes de comprar: un pedido de un artículo prohibido se cancela y se reembolsa a tu saldo.</p>
${list([
  'Armas, réplicas, munición, cuchillos de hoja fija de más de 15 cm, gas pimienta y pistolas eléctricas',
  'Productos inflamables o explosivos: mecheros, cerillas, fuegos artificiales, aerosoles, pintura y esmalte de uñas',
  'Baterías de litio sueltas y baterías externas (las integradas en un aparato se aceptan en la mayoría de líneas)',
  'Medicamentos, drogas y sus componentes, incluidos cigarrillos electrónicos y tabaco',
  'Falsificaciones y copias de productos de marca',
  'Animales vivos, plantas, semillas, tierra y alimentos frescos',
  'Dinero, metales preciosos, piedras preciosas y documentos',
  'Contenido para adultos y material de juego',
])}
<h2>Artículos restringidos</h2>
<p>Líquidos, polvos, cosméticos, imanes y artículos con batería integrada solo viajan por algunas líneas. La orden de tránsito indica qué líneas aceptan tu paquete.</p>
<h2>Normas de ${countries[c.country]}</h2>
<p>${escapeHtml(customsNotes[c.country])}</p>`,
    }),
  },
  faqTitle: (c) => `Preguntas frecuentes sobre ${c.tenantName}`,
  faqIntro: () =>
    'Respuestas a lo que más nos preguntan. Si no encuentras la tuya, escribe a nuestro servicio de atención.',
  faq: (c) => {
    const line = firstLine(c);
    return [
      {
        question: '¿En qué webs puedo comprar?',
        answer:
          'Taobao, Tmall, 1688 (Alibaba), JD, Yiwugou y Poizon. Pega el enlace del producto en el buscador o busca por palabra clave o foto.',
      },
      {
        question: '¿Cuánto tarda la entrega?',
        answer: `Los vendedores entregan en nuestro almacén de ${P(c.warehouse)} en 2–5 días. El envío a ${countries[c.country]} tarda ${line.days} días por ${lineName(es, line).toLowerCase()}.`,
      },
      {
        question: '¿Cuál es vuestra comisión?',
        answer: `El ${c.serviceFeePercent} % del valor de la mercancía, con un mínimo de ${money(c.minServiceFee, c, NL)} por pedido. El envío se cobra aparte según el peso.`,
      },
      {
        question: '¿Cómo pago?',
        answer: `Recarga tu saldo (${c.payments.map((p) => p.brand).join(', ')}) y paga los pedidos con tu contraseña de pago.`,
      },
      {
        question: '¿Podéis juntar varios pedidos en un paquete?',
        answer: `Sí. Todo lo que ya está en el almacén puede salir en una sola orden de tránsito, y así pagas un único primer kilo. El almacenaje es gratuito ${c.freeStorageDays} días.`,
      },
      {
        question: '¿Qué pasa si un artículo está agotado?',
        answer: 'Te avisamos enseguida y devolvemos el artículo y su comisión a tu saldo el mismo día.',
      },
      {
        question: '¿Puedo ver la mercancía antes del envío?',
        answer: 'Sí. Fotografiamos cada artículo al llegar; bajo petición enviamos fotos de detalle y medidas.',
      },
      {
        question: '¿Quién paga los aranceles?',
        answer: `Los aranceles e impuestos de importación de ${countries[c.country]} los paga el destinatario, como en cualquier paquete del extranjero.`,
      },
    ];
  },
  announcements: (c) => [
    {
      title: 'Horario del almacén',
      content: `Nuestro almacén de ${P(c.warehouse)} recibe paquetes de lunes a sábado. Los pedidos pagados antes de las 16:00 (hora de Pekín) se compran el mismo día.`,
    },
    {
      title: 'Consolidar ahorra dinero',
      content: `Agrupa tus pedidos en una orden de tránsito a ${countries[c.country]} y paga el primer kilo una sola vez.`,
    },
    {
      title: 'Novedad: búsqueda por foto',
      content:
        'Sube una foto con el icono de la cámara del buscador para encontrar el mismo producto en Taobao y 1688.',
    },
  ],
  slogan: (c) => ({
    title: `Compra en China, recíbelo en ${countries[c.country]}`,
    subtitle: `${c.tenantName} compra por ti en Taobao, 1688 y JD y te lo envía en un solo paquete.`,
  }),
  banners: (f) => [
    { headline: 'Compra en Taobao y 1688 desde casa', subline: `Entrega en ${countries[f.country]}` },
    { headline: 'Un paquete, un solo envío', subline: `${f.freeStorageDays} días de almacenaje gratis` },
    { headline: '¿No lo encuentras? Lo buscamos', subline: 'Tres ofertas de proveedores en dos días' },
  ],
  howToUseSteps: (c) => [
    {
      stepName: 'Busca',
      stepRemark: 'Pega un enlace o busca',
      stepDesc:
        'Copia el enlace de un producto de Taobao, Tmall, 1688 o JD en el buscador, o busca por palabra clave o foto.',
    },
    {
      stepName: 'Pide',
      stepRemark: 'Añade al carrito y envía',
      stepDesc: 'Elige opciones y cantidad, deja una nota a los compradores y envía el pedido de compra.',
    },
    {
      stepName: 'Paga',
      stepRemark: 'Con tu saldo',
      stepDesc: `Recarga en ${c.currency} y paga la mercancía y la comisión del ${c.serviceFeePercent} % con tu contraseña de pago.`,
    },
    {
      stepName: 'Recibimos',
      stepRemark: `En nuestro almacén de ${P(c.warehouse)}`,
      stepDesc: `Compramos en un día laborable, revisamos y fotografiamos tu mercancía y la guardamos gratis ${c.freeStorageDays} días.`,
    },
    {
      stepName: 'Envía',
      stepRemark: `A ${P(c.destinationCity)}`,
      stepDesc: 'Elige los paquetes, la línea de envío y paga el flete: lo consolidamos todo en un solo paquete.',
    },
  ],
  groups: {
    women: 'Moda mujer',
    men: 'Moda hombre',
    shoes: 'Zapatos y zapatillas',
    bags: 'Bolsos y maletas',
    digital: 'Accesorios para móvil',
    home: 'Hogar',
    beauty: 'Belleza y maquillaje',
    toys: 'Juguetes y niños',
    sports: 'Deporte y aire libre',
    accessories: 'Relojes y accesorios',
  },
};

export default es;
