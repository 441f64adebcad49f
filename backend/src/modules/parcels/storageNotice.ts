// The reminder that a parcel's free storage ends soon, in the shopper's language (the 17 storefront locales;
// English when a language is missing). The parcel's tracking or parcel number and the date are inserted as they are.
import type { Locale } from '../../../../contract';
import type { Notice } from '../shipping/notices';

type StorageEnding = (parcel: string, days: number, until: string) => Notice;

const TEXTS: Record<Locale, StorageEnding> = {
  en: (p, d, u) => ({ title: `Free storage of parcel ${p} ends soon`, content: `Free storage ends on ${u} (in ${d} d). Ship the parcel home before then from My in-stock items.` }),
  'zh-CN': (p, d, u) => ({ title: `包裹 ${p} 的免费仓储即将到期`, content: `免费仓储将于 ${u} 到期（还剩 ${d} 天）。请在此之前在“我的库存”中把包裹寄回家。` }),
  'zh-HK': (p, d, u) => ({ title: `包裹 ${p} 的免費倉儲即將到期`, content: `免費倉儲將於 ${u} 到期（尚餘 ${d} 天）。請在此之前在「我的庫存」中把包裹寄回家。` }),
  vi: (p, d, u) => ({ title: `Lưu kho miễn phí của kiện ${p} sắp hết`, content: `Lưu kho miễn phí hết vào ${u} (còn ${d} ngày). Hãy gửi kiện về nhà trước ngày đó từ mục Hàng trong kho.` }),
  th: (p, d, u) => ({ title: `การฝากเก็บฟรีของพัสดุ ${p} ใกล้หมดแล้ว`, content: `การฝากเก็บฟรีจะหมดในวันที่ ${u} (อีก ${d} วัน) ส่งพัสดุกลับบ้านก่อนวันนั้นได้จากสินค้าในคลังของฉัน` }),
  ja: (p, d, u) => ({ title: `荷物 ${p} の無料保管がまもなく終了`, content: `無料保管は ${u} に終了します（残り ${d} 日）。それまでに「倉庫の荷物」から発送してください。` }),
  ko: (p, d, u) => ({ title: `소포 ${p}의 무료 보관이 곧 끝납니다`, content: `무료 보관은 ${u}에 끝납니다(${d}일 남음). 그 전에 내 입고 상품에서 소포를 배송하세요.` }),
  ru: (p, d, u) => ({ title: `Бесплатное хранение посылки ${p} скоро закончится`, content: `Бесплатное хранение закончится ${u} (через ${d} дн.). Отправьте посылку домой до этого в разделе «Мои товары на складе».` }),
  ms: (p, d, u) => ({ title: `Simpanan percuma bungkusan ${p} hampir tamat`, content: `Simpanan percuma tamat pada ${u} (dalam ${d} hari). Hantar bungkusan pulang sebelum itu dari Barang dalam stok saya.` }),
  uz: (p, d, u) => ({ title: `${p} posilkasining bepul saqlanishi tez orada tugaydi`, content: `Bepul saqlash ${u} da tugaydi (${d} kun qoldi). Undan oldin posilkani “Ombordagi tovarlarim” bo‘limidan uyga jo‘nating.` }),
  pt: (p, d, u) => ({ title: `O armazenamento grátis do pacote ${p} termina em breve`, content: `O armazenamento grátis termina em ${u} (em ${d} dias). Envie o pacote para casa antes disso em Meus itens em estoque.` }),
  es: (p, d, u) => ({ title: `El almacenaje gratuito del paquete ${p} termina pronto`, content: `El almacenaje gratuito termina el ${u} (en ${d} días). Envía el paquete a casa antes desde Mis artículos en almacén.` }),
  fr: (p, d, u) => ({ title: `Le stockage gratuit du colis ${p} se termine bientôt`, content: `Le stockage gratuit se termine le ${u} (dans ${d} j). Expédiez le colis avant cette date depuis Mes articles en stock.` }),
  id: (p, d, u) => ({ title: `Penyimpanan gratis paket ${p} segera berakhir`, content: `Penyimpanan gratis berakhir pada ${u} (${d} hari lagi). Kirim paket pulang sebelum itu dari Barang di gudang saya.` }),
  bg: (p, d, u) => ({ title: `Безплатното съхранение на пратка ${p} скоро изтича`, content: `Безплатното съхранение изтича на ${u} (след ${d} дни). Изпратете пратката преди това от „Моите артикули в склада“.` }),
  ar: (p, d, u) => ({ title: `التخزين المجاني للطرد ${p} ينتهي قريبًا`, content: `ينتهي التخزين المجاني في ${u} (بعد ${d} يوم). اشحن الطرد إلى منزلك قبل ذلك من «أغراضي في المستودع».` }),
  la: (p, d, u) => ({ title: `ການຝາກເກັບຟຣີຂອງພັດສະດຸ ${p} ໃກ້ຈະໝົດແລ້ວ`, content: `ການຝາກເກັບຟຣີຈະໝົດໃນວັນທີ ${u} (ອີກ ${d} ມື້). ສົ່ງພັດສະດຸກັບບ້ານກ່ອນນັ້ນຈາກສິນຄ້າໃນສາງຂອງຂ້ອຍ.` }),
};

export function storageEndingNotice(language: string | null | undefined): StorageEnding {
  return TEXTS[(language ?? 'en') as Locale] ?? TEXTS.en;
}
