// Textes en français (GlobalBuy).
import type { CountryKey } from '../facts';
import { escapeHtml, feeTable, firstLine, lineCost, lineName, list, money, paymentList } from './html';
import type { LanguagePack } from './types';

const countries: Record<CountryKey, string> = {
  US: 'les États-Unis',
  SA: 'l’Arabie saoudite',
  GH: 'le Ghana',
  NP: 'le Népal',
  LA: 'le Laos',
};
/** « vers … » / « en … » need the preposition form. */
const toCountry: Record<CountryKey, string> = {
  US: 'aux États-Unis',
  SA: 'en Arabie saoudite',
  GH: 'au Ghana',
  NP: 'au Népal',
  LA: 'au Laos',
};

const customsNotes: Record<CountryKey, string> = {
  US: 'La douane américaine (CBP) peut retenir les cosmétiques, compléments alimentaires et articles pour enfants sans l’étiquetage requis ; les colis de moins de 800 USD entrent en général sans droits.',
  SA: 'La douane saoudienne (ZATCA) perçoit 15 % de TVA et des droits sur la plupart des colis ; l’alcool, les produits à base de porc et les articles de jeux d’argent sont refusés à la frontière.',
  GH: 'L’administration fiscale du Ghana calcule les droits à l’arrivée à Kotoka ou Tema ; l’électronique d’occasion et les marchandises mal décrites sont souvent retenues pour inspection.',
  NP: 'La douane népalaise perçoit des droits selon la catégorie ; drones, téléphones satellites et talkies-walkies exigent une autorisation préalable.',
  LA: 'La douane laotienne contrôle chaque envoi groupé à Boten et au port sec de Thanaleng ; médicaments et cosmétiques exigent une licence sanitaire.',
};

const NL = 'fr-FR';
const places: Record<string, string> = { Guangzhou: 'Canton (Guangzhou)' };
const P = (name: string): string => places[name] ?? name;

const fr: LanguagePack = {
  language: 'fr',
  numberLocale: NL,
  countries,
  lineNames: {
    airExpress: 'Aérien express',
    sea: 'Maritime',
    roadKerung: 'Route via Kerung',
    landBoten: 'Rail et route via Boten',
  },
  depositInstructions: {
    card: 'Payez par carte via la recharge en ligne ; le montant arrive immédiatement.',
    paypal: 'Envoyez le montant au compte PayPal ci-dessous et téléversez la confirmation.',
    bank: 'Virez sur le compte ci-dessous avec l’e-mail de votre compte en référence ; téléversez le reçu bancaire.',
    mobileMoney: 'Envoyez au numéro marchand ci-dessous et téléversez la capture du SMS de confirmation.',
    wallet: 'Payez à l’identifiant de portefeuille ci-dessous et téléversez la capture du paiement.',
    cash: 'Payez à notre bureau (lun.–sam. 9 h–18 h) ; nous téléversons le reçu pour vous.',
  },
  paymentKinds: {
    card: 'Carte bancaire',
    paypal: 'PayPal',
    bank: 'Virement bancaire',
    mobileMoney: 'Paiement mobile',
    wallet: 'Portefeuille électronique',
    cash: 'Espèces',
  },
  feeHeaders: ['Ligne d’expédition', 'Premier kg', 'Chaque kg supplémentaire', 'Délai (jours)'],
  articles: {
    HOW_TO_USE: (c) => ({
      title: `Comment utiliser ${c.tenantName}`,
      html: `<h2>Achetez en Chine en cinq étapes</h2>
<p>${escapeHtml(c.tenantName)} achète pour vous sur Taobao, Tmall, 1688, JD et Poizon, reçoit la marchandise dans notre entrepôt de ${P(c.warehouse)} et vous l’expédie ${toCountry[c.country]} en un seul colis groupé. Nul besoin de compte bancaire ni de numéro de téléphone chinois.</p>
${list(
  [
    '<strong>Trouvez un produit.</strong> Collez un lien Taobao, Tmall, 1688 ou JD dans la barre de recherche, ou cherchez par mot-clé ou par photo. La fiche affiche le prix en CNY et dans votre devise.',
    '<strong>Ajoutez-le au panier.</strong> Choisissez couleur, taille et quantité puis validez la commande d’achat. Vous pouvez laisser une note à nos acheteurs, par exemple « vérifier les coutures ».',
    `<strong>Payez avec votre solde.</strong> Rechargez votre solde en ${escapeHtml(c.currency)} et réglez la marchandise, la livraison du vendeur en Chine et nos frais de service de ${c.serviceFeePercent} %.`,
    `<strong>Nous achetons et réceptionnons.</strong> Nous passons commande sous un jour ouvré. À l’arrivée à ${P(c.warehouse)}, nous contrôlons, photographions et stockons gratuitement pendant ${c.freeStorageDays} jours.`,
    `<strong>Expédition.</strong> Sélectionnez vos colis, choisissez une ligne et payez le fret international. Nous regroupons tout et l’envoyons à ${escapeHtml(c.destinationCity)}.`,
  ],
  true,
)}
<h2>Ce que vous payez</h2>
<p>Le paiement se fait en deux temps : d’abord la marchandise (prix, livraison en Chine et frais de service, au moins ${money(c.minServiceFee, c, NL)} par commande), puis l’expédition internationale, une fois le poids réel connu. Aucun coût n’est ajouté sans votre accord.</p>
<h2>Bon à savoir</h2>
${list([
  'Un vendeur peut être en rupture ou changer son prix : nous vous prévenons et remboursons la différence sur votre solde.',
  'Regroupez plusieurs commandes dans un seul ordre de transit : le premier kilo est le plus cher.',
  'Consultez la liste des articles interdits avant d’acheter batteries, liquides ou produits de marque.',
])}`,
    }),
    ABOUT_TRANSIT_FEE: (c) => {
      const line = firstLine(c);
      return {
        title: `Frais d’expédition ${toCountry[c.country]}`,
        html: `<h2>Calcul du fret international</h2>
<p>Le fret international est facturé à la création de l’ordre de transit, quand vos marchandises sont arrivées dans notre entrepôt de ${P(c.warehouse)} et ont été pesées. Nous facturons le plus élevé du poids réel et du poids volumétrique (longueur × largeur × hauteur en cm ÷ 6000), arrondi au kilo supérieur.</p>
${feeTable(c, fr)}
<p>Les prix sont fixés en CNY ; le montant en ${escapeHtml(c.currency)} suit le taux de change affiché dans l’en-tête.</p>
<h2>Exemple</h2>
<p>Trois commandes pesant ensemble 2,4 kg, envoyées en ${lineName(fr, line).toLowerCase()} : 3 kg facturables coûtent ${money(lineCost(line, 2.4), c, NL)}. Envoyées séparément, elles coûteraient bien plus, car chaque colis paie son propre premier kilo.</p>
<h2>Inclus et non inclus</h2>
${list([
  'Inclus : regroupement, retrait des boîtes à chaussures et des emballages superflus sur demande, papier bulle pour les objets fragiles, dédouanement export en Chine.',
  `Non inclus : droits et taxes d’importation ${toCountry[c.country]}, et la livraison hors de ${escapeHtml(c.destinationCity)}, facturée par le transporteur.`,
  'En option : caisse en bois pour objets fragiles (¥45 par caisse) et assurance (3 % de la valeur déclarée).',
])}`,
      };
    },
    ABOUT_US: (c) => ({
      title: `À propos de ${c.tenantName}`,
      html: `<h2>Qui sommes-nous</h2>
<p>${escapeHtml(c.tenantName)} est un agent d’achat pour les clients résidant ${toCountry[c.country]}. Nos acheteurs travaillent dans notre propre entrepôt de ${P(c.warehouse)}, près des plus grands marchés de gros de Chine, et notre service client à ${escapeHtml(c.destinationCity)} connaît les règles douanières locales.</p>
<h2>Ce que nous faisons pour vous</h2>
${list([
  'Nous achetons auprès de vendeurs Taobao, Tmall, 1688, JD et Poizon qui n’expédient pas à l’étranger.',
  'Nous contrôlons chaque article à l’arrivée et vous envoyons des photos avant tout départ de Chine.',
  'Nous regroupons vos commandes en un seul colis et choisissons la ligne adaptée à votre budget.',
  'Nous gérons les formalités d’exportation et vous prévenons si un article ne peut pas voyager.',
])}
<h2>Notre engagement</h2>
<p>Les prix affichés sont ceux des vendeurs ; nous vivons de frais de service visibles de ${c.serviceFeePercent} % et du fret que vous choisissez. Votre solde vous appartient : les remboursements pour rupture reviennent le jour même et le solde inutilisé peut être retiré. Si un colis est perdu sous notre garde, nous remboursons marchandise et transport en totalité.</p>
<h2>Contact</h2>
<p>Écrivez à <a href="mailto:${escapeHtml(c.serviceEmail)}">${escapeHtml(c.serviceEmail)}</a> ou utilisez le chat du site. Nous répondons sous un jour ouvré.</p>`,
    }),
    PAYMENT_GUIDE: (c) => ({
      title: 'Guide de paiement',
      html: `<h2>Payez avec le solde de votre compte</h2>
<p>Tous les paiements sur ${escapeHtml(c.tenantName)} se font depuis votre solde : commandes d’achat, ordres de transit (expédition) et services complémentaires. Vous rechargez une fois et réglez plusieurs commandes sans ressaisir vos coordonnées bancaires.</p>
<h2>Moyens de recharge</h2>
${paymentList(c, fr)}
<h2>Recharger pas à pas</h2>
${list(
  [
    'Ouvrez <em>Mon compte → Solde</em> et choisissez <em>Recharger</em>.',
    `Saisissez le montant en ${escapeHtml(c.currency)} et choisissez un moyen de paiement.`,
    'Suivez les instructions du moyen choisi. Cartes et portefeuilles sont crédités immédiatement ; un virement prend jusqu’à un jour ouvré.',
    'Le solde est tenu en CNY au taux de change du moment de la recharge.',
  ],
  true,
)}
<h2>Payer une commande</h2>
<p>Vous confirmez chaque paiement avec votre mot de passe de paiement (défini dans <em>Mon compte</em>, distinct du mot de passe de connexion). Si le solde est insuffisant, rien n’est débité et la commande vous attend.</p>
<h2>Remboursements</h2>
<p>En cas de rupture ou de baisse de prix, la différence revient automatiquement sur votre solde. Un retrait vers le moyen de paiement d’origine est possible à tout moment ; il prend trois à cinq jours ouvrés.</p>`,
    }),
    SOURCING_SERVICE: (c) => ({
      title: 'Service de sourcing',
      html: `<h2>Introuvable ? Nous le trouvons pour vous</h2>
<p>Nos acheteurs de ${P(c.warehouse)} trouvent des fournisseurs pour les produits difficiles à dénicher en ligne, les grandes quantités ou les articles à votre logo. Envoyez-nous une photo, une description, la quantité et votre prix cible : sous deux jours ouvrés, vous recevez au moins trois offres.</p>
<h2>Déroulement</h2>
${list(
  [
    'Nous cherchons sur 1688, au marché international de Yiwu et chez des usines que nous connaissons.',
    'Nous comparons prix, quantités minimales et délais de production, et négocions pour vous.',
    'Les échantillons arrivent à notre entrepôt, sont contrôlés et photographiés avant la commande complète.',
    'Nous suivons la production, inspectons la marchandise et l’expédions avec vos autres colis.',
  ],
  true,
)}
<h2>Coûts</h2>
<p>Les devis sont gratuits. À la commande, les frais de service habituels de ${c.serviceFeePercent} % s’appliquent à la valeur des marchandises (minimum ${money(50, c, NL)} par demande). Impression, étiquettes et emballages personnalisés sont chiffrés séparément par l’usine.</p>
<h2>Bons candidats</h2>
${list(['Stock de revente (vêtements, accessoires de téléphone, articles ménagers)', 'Pièces détachées et outillage', 'Objets publicitaires à votre logo', 'Meubles et luminaires expédiés par mer'])}`,
    }),
    USER_AGREEMENT: (c) => ({
      title: 'Conditions d’utilisation',
      html: `<h2>1. Notre rôle</h2>
<p>${escapeHtml(c.tenantName)} agit comme votre mandataire d’achat : nous achetons en Chine, en votre nom, auprès des vendeurs que vous choisissez et vous expédions les marchandises. Le vendeur reste responsable de la qualité et de la description des produits.</p>
<h2>2. Commandes et prix</h2>
<p>Une commande d’achat est un mandat d’achat. Les prix sont ceux du vendeur au moment de l’achat ; s’ils changent avant, nous vous consultons. Nos frais de service sont de ${c.serviceFeePercent} % de la valeur, au moins ${money(c.minServiceFee, c, NL)} par commande.</p>
<h2>3. Solde et paiements</h2>
<p>Les paiements se font depuis votre solde, protégé par votre mot de passe de paiement. Gardez vos mots de passe secrets : toute opération confirmée avec eux vous est attribuée.</p>
<h2>4. Stockage, expédition et douane</h2>
<p>Les marchandises sont stockées gratuitement ${c.freeStorageDays} jours à ${P(c.warehouse)} ; ensuite, le stockage coûte ¥1 par colis et par jour. Vous déclarez sincèrement le contenu et la valeur de chaque envoi et payez les droits d’importation ${toCountry[c.country]}.</p>
<h2>5. Retours</h2>
<p>Un retour au vendeur est possible tant que la marchandise est dans notre entrepôt et dans le délai du vendeur ; le port retour en Chine est facturé au coût réel.</p>
<h2>6. Responsabilité</h2>
<p>Nous répondons de la perte ou de l’avarie des marchandises sous notre garde, à hauteur de leur valeur et du fret payé. Nous ne répondons pas des retards dus à la douane ou aux transporteurs.</p>
<h2>7. Articles interdits</h2>
<p>Nous n’achetons ni n’expédions les articles de notre liste d’interdits ; ces commandes sont annulées et remboursées sur votre solde.</p>`,
    }),
    PROHIBITED_PURCHASE_ITEMS: (c) => ({
      title: 'Articles interdits et réglementés',
      html: `<h2>Ce que nous ne pouvons ni acheter ni expédier</h2>
<p>Certains produits ne peuvent pas quitter la Chine, voyager par avion ou entrer ${toCountry[c.country]}. Nous vérifions chaque commande, mais lisez cette liste avant d’acheter : une commande d’article interdit est annulée et remboursée sur votre solde.</p>
${list([
  'Armes, répliques, munitions, couteaux à lame fixe de plus de 15 cm, bombes lacrymogènes et tasers',
  'Produits inflammables ou explosifs : briquets, allumettes, feux d’artifice, aérosols, peinture et vernis à ongles',
  'Batteries lithium seules et batteries externes (celles intégrées à un appareil sont acceptées sur la plupart des lignes)',
  'Médicaments, stupéfiants et leurs composants, y compris cigarettes électroniques et tabac',
  'Contrefaçons et copies de produits de marque',
  'Animaux vivants, plantes, graines, terre et denrées fraîches',
  'Monnaie, métaux précieux, pierres précieuses et documents',
  'Contenus pour adultes et matériel de jeux d’argent',
])}
<h2>Articles réglementés</h2>
<p>Liquides, poudres, cosmétiques, aimants et appareils à batterie intégrée ne voyagent que sur certaines lignes. L’ordre de transit indique les lignes qui acceptent votre colis.</p>
<h2>Règles ${toCountry[c.country]}</h2>
<p>${escapeHtml(customsNotes[c.country])}</p>`,
    }),
  },
  faqTitle: (c) => `Questions fréquentes sur ${c.tenantName}`,
  faqIntro: () =>
    'Les réponses aux questions que l’on nous pose le plus. Si la vôtre n’y figure pas, écrivez à notre service client.',
  faq: (c) => {
    const line = firstLine(c);
    return [
      {
        question: 'Sur quels sites puis-je acheter ?',
        answer:
          'Taobao, Tmall, 1688 (Alibaba), JD, Yiwugou et Poizon. Collez le lien du produit dans la recherche, ou cherchez par mot-clé ou par photo.',
      },
      {
        question: 'Quel est le délai de livraison ?',
        answer: `Les vendeurs livrent notre entrepôt de ${P(c.warehouse)} en 2 à 5 jours. L’expédition ${toCountry[c.country]} prend ${line.days} jours en ${lineName(fr, line).toLowerCase()}.`,
      },
      {
        question: 'Quels sont vos frais de service ?',
        answer: `${c.serviceFeePercent} % de la valeur des marchandises, au moins ${money(c.minServiceFee, c, NL)} par commande. Le transport est facturé à part, au poids.`,
      },
      {
        question: 'Comment payer ?',
        answer: `Rechargez votre solde (${c.payments.map((p) => p.brand).join(', ')}) puis payez vos commandes avec votre mot de passe de paiement.`,
      },
      {
        question: 'Pouvez-vous regrouper plusieurs commandes ?',
        answer: `Oui. Tout ce qui est arrivé à l’entrepôt peut partir dans un seul ordre de transit : vous ne payez qu’un premier kilo. Le stockage est gratuit ${c.freeStorageDays} jours.`,
      },
      {
        question: 'Et si un article est en rupture ?',
        answer:
          'Nous vous prévenons aussitôt et remboursons l’article et ses frais de service sur votre solde le jour même.',
      },
      {
        question: 'Puis-je voir mes articles avant l’envoi ?',
        answer: 'Oui. Chaque article est photographié à l’arrivée ; photos détaillées et mesures sur demande.',
      },
      {
        question: 'Qui paie les droits de douane ?',
        answer: `Les droits et taxes d’importation ${toCountry[c.country]} sont à la charge du destinataire, comme pour tout colis venant de l’étranger.`,
      },
    ];
  },
  announcements: (c) => [
    {
      title: 'Horaires de l’entrepôt',
      content: `Notre entrepôt de ${P(c.warehouse)} réceptionne du lundi au samedi. Les commandes payées avant 16 h (heure de Pékin) sont achetées le jour même.`,
    },
    {
      title: 'Regrouper fait économiser',
      content: `Regroupez vos commandes dans un ordre de transit ${toCountry[c.country]} et ne payez le premier kilo qu’une fois.`,
    },
    {
      title: 'Nouveau : recherche par photo',
      content:
        'Envoyez une photo avec l’icône appareil photo de la recherche pour trouver le même produit sur Taobao et 1688.',
    },
  ],
  slogan: (c) => ({
    title: `Achetez en Chine, livré ${toCountry[c.country]}`,
    subtitle: `${c.tenantName} achète pour vous sur Taobao, 1688 et JD et vous expédie tout en un seul colis.`,
  }),
  banners: (f) => [
    { headline: 'Taobao et 1688 depuis chez vous', subline: `Livraison ${toCountry[f.country]}` },
    { headline: 'Un colis, un seul port', subline: `${f.freeStorageDays} jours de stockage offerts` },
    { headline: 'Introuvable ? On le trouve', subline: 'Trois offres fournisseurs en deux jours' },
  ],
  howToUseSteps: (c) => [
    {
      stepName: 'Trouver',
      stepRemark: 'Collez un lien ou cherchez',
      stepDesc:
        'Copiez le lien d’un produit Taobao, Tmall, 1688 ou JD dans la recherche, ou cherchez par mot-clé ou photo.',
    },
    {
      stepName: 'Commander',
      stepRemark: 'Panier puis validation',
      stepDesc: 'Choisissez options et quantité, laissez une note à nos acheteurs et validez la commande d’achat.',
    },
    {
      stepName: 'Payer',
      stepRemark: 'Avec votre solde',
      stepDesc: `Rechargez en ${c.currency} et payez la marchandise et les frais de ${c.serviceFeePercent} % avec votre mot de passe de paiement.`,
    },
    {
      stepName: 'Réceptionner',
      stepRemark: `À notre entrepôt de ${P(c.warehouse)}`,
      stepDesc: `Nous achetons sous un jour ouvré, contrôlons et photographions vos articles et les stockons gratuitement ${c.freeStorageDays} jours.`,
    },
    {
      stepName: 'Expédier',
      stepRemark: `Vers ${c.destinationCity}`,
      stepDesc:
        'Sélectionnez vos colis, une ligne d’expédition et payez le fret : nous regroupons tout en un seul colis.',
    },
  ],
  groups: {
    women: 'Mode femme',
    men: 'Mode homme',
    shoes: 'Chaussures et baskets',
    bags: 'Sacs et bagagerie',
    digital: 'Accessoires high-tech',
    home: 'Maison et déco',
    beauty: 'Beauté et maquillage',
    toys: 'Jouets et enfants',
    sports: 'Sport et plein air',
    accessories: 'Montres et accessoires',
  },
};

export default fr;
