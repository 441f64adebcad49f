// The notifications of the shipping area, in the shopper's language (the 17 storefront locales; English when a
// language is missing). Order numbers, carriers, tracking numbers and amounts are inserted as they are.
import type { Locale } from '../../../../contract';

export interface Notice {
  title: string;
  content: string;
}

interface Texts {
  weighed(no: string, kg: string, fee: string): Notice;
  shipped(no: string, carrier: string, tracking: string): Notice;
  delivered(no: string): Notice;
  readyForPickup(no: string, point: string): Notice;
  parcelArrived(tracking: string, warehouse: string, kg: string, until: string): Notice;
  feedbackReply(): string;
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    weighed: (no, kg, fee) => ({ title: `Transit order ${no} weighed`, content: `Your parcels are packed: ${kg} kg chargeable. Pay the shipping fee of ${fee} CNY to send them.` }),
    shipped: (no, carrier, tracking) => ({ title: `Transit order ${no} shipped`, content: `On its way with ${carrier}, tracking number ${tracking}.` }),
    delivered: (no) => ({ title: `Transit order ${no} delivered`, content: 'Your parcel has been delivered. Confirm receipt once you have it.' }),
    readyForPickup: (no, point) => ({ title: `Transit order ${no} ready for pickup`, content: `Your parcel is waiting at ${point}. Confirm receipt once you have it.` }),
    parcelArrived: (tracking, warehouse, kg, until) => ({ title: `Parcel ${tracking} arrived`, content: `Your parcel arrived at ${warehouse}: ${kg} kg. It is stored free until ${until}.` }),
    feedbackReply: () => 'Reply to your feedback',
  },
  'zh-CN': {
    weighed: (no, kg, fee) => ({ title: `转运单 ${no} 已称重`, content: `您的包裹已打包：计费重量 ${kg} 千克。支付运费 ${fee} 元后即可发出。` }),
    shipped: (no, carrier, tracking) => ({ title: `转运单 ${no} 已发货`, content: `已交由 ${carrier} 运输，运单号 ${tracking}。` }),
    delivered: (no) => ({ title: `转运单 ${no} 已送达`, content: '您的包裹已送达。收到后请确认收货。' }),
    readyForPickup: (no, point) => ({ title: `转运单 ${no} 可以自提`, content: `您的包裹已到达 ${point}。取件后请确认收货。` }),
    parcelArrived: (tracking, warehouse, kg, until) => ({ title: `包裹 ${tracking} 已入库`, content: `您的包裹已到达 ${warehouse}：${kg} 千克。免费存放至 ${until}。` }),
    feedbackReply: () => '您的反馈有了回复',
  },
  'zh-HK': {
    weighed: (no, kg, fee) => ({ title: `轉運單 ${no} 已稱重`, content: `您的包裹已打包：計費重量 ${kg} 公斤。支付運費 ${fee} 元後即可寄出。` }),
    shipped: (no, carrier, tracking) => ({ title: `轉運單 ${no} 已發貨`, content: `已交由 ${carrier} 運送，運單號 ${tracking}。` }),
    delivered: (no) => ({ title: `轉運單 ${no} 已送達`, content: '您的包裹已送達。收到後請確認收貨。' }),
    readyForPickup: (no, point) => ({ title: `轉運單 ${no} 可以自取`, content: `您的包裹已到達 ${point}。取件後請確認收貨。` }),
    parcelArrived: (tracking, warehouse, kg, until) => ({ title: `包裹 ${tracking} 已入倉`, content: `您的包裹已到達 ${warehouse}：${kg} 公斤。免費存放至 ${until}。` }),
    feedbackReply: () => '您的意見有了回覆',
  },
  vi: {
    weighed: (no, kg, fee) => ({ title: `Đơn chuyển ${no} đã cân`, content: `Kiện hàng của bạn đã được đóng gói: ${kg} kg tính phí. Thanh toán phí vận chuyển ${fee} CNY để gửi đi.` }),
    shipped: (no, carrier, tracking) => ({ title: `Đơn chuyển ${no} đã gửi`, content: `Đang vận chuyển bởi ${carrier}, mã vận đơn ${tracking}.` }),
    delivered: (no) => ({ title: `Đơn chuyển ${no} đã giao`, content: 'Kiện hàng của bạn đã được giao. Hãy xác nhận khi đã nhận hàng.' }),
    readyForPickup: (no, point) => ({ title: `Đơn chuyển ${no} sẵn sàng để nhận`, content: `Kiện hàng đang chờ bạn tại ${point}. Hãy xác nhận khi đã nhận hàng.` }),
    parcelArrived: (tracking, warehouse, kg, until) => ({ title: `Kiện ${tracking} đã nhập kho`, content: `Kiện hàng của bạn đã đến ${warehouse}: ${kg} kg. Lưu kho miễn phí đến ${until}.` }),
    feedbackReply: () => 'Phản hồi của bạn đã được trả lời',
  },
  th: {
    weighed: (no, kg, fee) => ({ title: `ชั่งน้ำหนักคำสั่งขนส่ง ${no} แล้ว`, content: `แพ็กพัสดุของคุณแล้ว: น้ำหนักคิดค่าส่ง ${kg} กก. ชำระค่าขนส่ง ${fee} หยวนเพื่อจัดส่ง` }),
    shipped: (no, carrier, tracking) => ({ title: `ส่งคำสั่งขนส่ง ${no} แล้ว`, content: `กำลังจัดส่งโดย ${carrier} หมายเลขติดตาม ${tracking}` }),
    delivered: (no) => ({ title: `คำสั่งขนส่ง ${no} ส่งถึงแล้ว`, content: 'พัสดุของคุณส่งถึงแล้ว กรุณายืนยันเมื่อได้รับสินค้า' }),
    readyForPickup: (no, point) => ({ title: `คำสั่งขนส่ง ${no} พร้อมให้รับ`, content: `พัสดุของคุณรออยู่ที่ ${point} กรุณายืนยันเมื่อได้รับสินค้า` }),
    parcelArrived: (tracking, warehouse, kg, until) => ({ title: `พัสดุ ${tracking} เข้าคลังแล้ว`, content: `พัสดุของคุณถึง ${warehouse} แล้ว: ${kg} กก. เก็บฟรีถึง ${until}` }),
    feedbackReply: () => 'มีการตอบกลับความคิดเห็นของคุณ',
  },
  ja: {
    weighed: (no, kg, fee) => ({ title: `転送注文 ${no} の計量が完了しました`, content: `荷物の梱包が完了しました：課金重量 ${kg} kg。送料 ${fee} 元をお支払いいただくと発送します。` }),
    shipped: (no, carrier, tracking) => ({ title: `転送注文 ${no} を発送しました`, content: `${carrier} で配送中です。追跡番号 ${tracking}。` }),
    delivered: (no) => ({ title: `転送注文 ${no} が配達されました`, content: '荷物が配達されました。受け取ったら受取確認をしてください。' }),
    readyForPickup: (no, point) => ({ title: `転送注文 ${no} の受け取り準備ができました`, content: `荷物は ${point} でお待ちしています。受け取ったら受取確認をしてください。` }),
    parcelArrived: (tracking, warehouse, kg, until) => ({ title: `荷物 ${tracking} が入庫しました`, content: `荷物が ${warehouse} に到着しました：${kg} kg。${until} まで無料で保管します。` }),
    feedbackReply: () => 'ご意見への返信があります',
  },
  ko: {
    weighed: (no, kg, fee) => ({ title: `배송 주문 ${no} 계량 완료`, content: `소포 포장이 끝났습니다: 청구 중량 ${kg} kg. 배송비 ${fee} 위안을 결제하면 발송됩니다.` }),
    shipped: (no, carrier, tracking) => ({ title: `배송 주문 ${no} 발송됨`, content: `${carrier}(으)로 배송 중입니다. 운송장 번호 ${tracking}.` }),
    delivered: (no) => ({ title: `배송 주문 ${no} 배달 완료`, content: '소포가 배달되었습니다. 받으신 후 수령을 확인해 주세요.' }),
    readyForPickup: (no, point) => ({ title: `배송 주문 ${no} 수령 가능`, content: `소포가 ${point}에서 기다리고 있습니다. 받으신 후 수령을 확인해 주세요.` }),
    parcelArrived: (tracking, warehouse, kg, until) => ({ title: `소포 ${tracking} 입고됨`, content: `소포가 ${warehouse}에 도착했습니다: ${kg} kg. ${until}까지 무료로 보관합니다.` }),
    feedbackReply: () => '의견에 대한 답변이 도착했습니다',
  },
  ru: {
    weighed: (no, kg, fee) => ({ title: `Заказ на доставку ${no} взвешен`, content: `Ваши посылки упакованы: расчётный вес ${kg} кг. Оплатите доставку ${fee} CNY, чтобы их отправить.` }),
    shipped: (no, carrier, tracking) => ({ title: `Заказ на доставку ${no} отправлен`, content: `В пути с ${carrier}, трек-номер ${tracking}.` }),
    delivered: (no) => ({ title: `Заказ на доставку ${no} доставлен`, content: 'Ваша посылка доставлена. Подтвердите получение, когда заберёте её.' }),
    readyForPickup: (no, point) => ({ title: `Заказ на доставку ${no} ждёт получения`, content: `Ваша посылка ждёт вас в пункте ${point}. Подтвердите получение, когда заберёте её.` }),
    parcelArrived: (tracking, warehouse, kg, until) => ({ title: `Посылка ${tracking} поступила на склад`, content: `Ваша посылка прибыла на ${warehouse}: ${kg} кг. Бесплатное хранение до ${until}.` }),
    feedbackReply: () => 'На ваш отзыв ответили',
  },
  ms: {
    weighed: (no, kg, fee) => ({ title: `Pesanan penghantaran ${no} telah ditimbang`, content: `Bungkusan anda telah dibungkus: ${kg} kg dikenakan caj. Bayar yuran penghantaran ${fee} CNY untuk menghantarnya.` }),
    shipped: (no, carrier, tracking) => ({ title: `Pesanan penghantaran ${no} telah dihantar`, content: `Dalam perjalanan bersama ${carrier}, nombor penjejakan ${tracking}.` }),
    delivered: (no) => ({ title: `Pesanan penghantaran ${no} telah sampai`, content: 'Bungkusan anda telah dihantar. Sahkan penerimaan apabila anda menerimanya.' }),
    readyForPickup: (no, point) => ({ title: `Pesanan penghantaran ${no} sedia untuk diambil`, content: `Bungkusan anda menunggu di ${point}. Sahkan penerimaan apabila anda menerimanya.` }),
    parcelArrived: (tracking, warehouse, kg, until) => ({ title: `Bungkusan ${tracking} telah tiba`, content: `Bungkusan anda tiba di ${warehouse}: ${kg} kg. Disimpan percuma sehingga ${until}.` }),
    feedbackReply: () => 'Maklum balas anda telah dibalas',
  },
  uz: {
    weighed: (no, kg, fee) => ({ title: `${no} yetkazish buyurtmasi tortildi`, content: `Posilkalaringiz qadoqlandi: hisoblangan vazn ${kg} kg. Jo‘natish uchun ${fee} CNY yetkazish to‘lovini to‘lang.` }),
    shipped: (no, carrier, tracking) => ({ title: `${no} yetkazish buyurtmasi jo‘natildi`, content: `${carrier} orqali yo‘lda, kuzatuv raqami ${tracking}.` }),
    delivered: (no) => ({ title: `${no} yetkazish buyurtmasi yetkazildi`, content: 'Posilkangiz yetkazildi. Qabul qilganingizdan so‘ng tasdiqlang.' }),
    readyForPickup: (no, point) => ({ title: `${no} yetkazish buyurtmasini olib ketish mumkin`, content: `Posilkangiz ${point} da kutmoqda. Qabul qilganingizdan so‘ng tasdiqlang.` }),
    parcelArrived: (tracking, warehouse, kg, until) => ({ title: `${tracking} posilkasi omborga keldi`, content: `Posilkangiz ${warehouse} ga yetib keldi: ${kg} kg. ${until} gacha bepul saqlanadi.` }),
    feedbackReply: () => 'Fikringizga javob berildi',
  },
  pt: {
    weighed: (no, kg, fee) => ({ title: `Pedido de envio ${no} pesado`, content: `Seus pacotes foram embalados: ${kg} kg taxáveis. Pague o frete de ${fee} CNY para enviá-los.` }),
    shipped: (no, carrier, tracking) => ({ title: `Pedido de envio ${no} despachado`, content: `A caminho com ${carrier}, código de rastreio ${tracking}.` }),
    delivered: (no) => ({ title: `Pedido de envio ${no} entregue`, content: 'Seu pacote foi entregue. Confirme o recebimento quando estiver com ele.' }),
    readyForPickup: (no, point) => ({ title: `Pedido de envio ${no} pronto para retirada`, content: `Seu pacote está à sua espera em ${point}. Confirme o recebimento quando estiver com ele.` }),
    parcelArrived: (tracking, warehouse, kg, until) => ({ title: `Pacote ${tracking} chegou`, content: `Seu pacote chegou a ${warehouse}: ${kg} kg. Armazenagem gratuita até ${until}.` }),
    feedbackReply: () => 'Sua mensagem foi respondida',
  },
  es: {
    weighed: (no, kg, fee) => ({ title: `Pedido de envío ${no} pesado`, content: `Tus paquetes están embalados: ${kg} kg facturables. Paga el envío de ${fee} CNY para mandarlos.` }),
    shipped: (no, carrier, tracking) => ({ title: `Pedido de envío ${no} enviado`, content: `En camino con ${carrier}, número de seguimiento ${tracking}.` }),
    delivered: (no) => ({ title: `Pedido de envío ${no} entregado`, content: 'Tu paquete ha sido entregado. Confirma la recepción cuando lo tengas.' }),
    readyForPickup: (no, point) => ({ title: `Pedido de envío ${no} listo para recoger`, content: `Tu paquete te espera en ${point}. Confirma la recepción cuando lo tengas.` }),
    parcelArrived: (tracking, warehouse, kg, until) => ({ title: `Paquete ${tracking} recibido`, content: `Tu paquete llegó a ${warehouse}: ${kg} kg. Almacenaje gratuito hasta el ${until}.` }),
    feedbackReply: () => 'Han respondido a tu mensaje',
  },
  fr: {
    weighed: (no, kg, fee) => ({ title: `Envoi ${no} pesé`, content: `Vos colis sont emballés : ${kg} kg facturables. Réglez les frais d’envoi de ${fee} CNY pour les expédier.` }),
    shipped: (no, carrier, tracking) => ({ title: `Envoi ${no} expédié`, content: `En route avec ${carrier}, numéro de suivi ${tracking}.` }),
    delivered: (no) => ({ title: `Envoi ${no} livré`, content: 'Votre colis a été livré. Confirmez la réception une fois en main.' }),
    readyForPickup: (no, point) => ({ title: `Envoi ${no} prêt à retirer`, content: `Votre colis vous attend à ${point}. Confirmez la réception une fois en main.` }),
    parcelArrived: (tracking, warehouse, kg, until) => ({ title: `Colis ${tracking} arrivé`, content: `Votre colis est arrivé à ${warehouse} : ${kg} kg. Stockage gratuit jusqu’au ${until}.` }),
    feedbackReply: () => 'Réponse à votre message',
  },
  id: {
    weighed: (no, kg, fee) => ({ title: `Pesanan kirim ${no} sudah ditimbang`, content: `Paket Anda sudah dikemas: ${kg} kg ditagihkan. Bayar ongkos kirim ${fee} CNY untuk mengirimnya.` }),
    shipped: (no, carrier, tracking) => ({ title: `Pesanan kirim ${no} sudah dikirim`, content: `Dalam perjalanan bersama ${carrier}, nomor resi ${tracking}.` }),
    delivered: (no) => ({ title: `Pesanan kirim ${no} sudah sampai`, content: 'Paket Anda sudah diantar. Konfirmasi penerimaan setelah Anda menerimanya.' }),
    readyForPickup: (no, point) => ({ title: `Pesanan kirim ${no} siap diambil`, content: `Paket Anda menunggu di ${point}. Konfirmasi penerimaan setelah Anda menerimanya.` }),
    parcelArrived: (tracking, warehouse, kg, until) => ({ title: `Paket ${tracking} sudah tiba`, content: `Paket Anda tiba di ${warehouse}: ${kg} kg. Disimpan gratis sampai ${until}.` }),
    feedbackReply: () => 'Masukan Anda sudah dibalas',
  },
  bg: {
    weighed: (no, kg, fee) => ({ title: `Поръчка за доставка ${no} е претеглена`, content: `Пратките ви са опаковани: ${kg} кг за таксуване. Платете доставката от ${fee} CNY, за да бъдат изпратени.` }),
    shipped: (no, carrier, tracking) => ({ title: `Поръчка за доставка ${no} е изпратена`, content: `На път с ${carrier}, номер за проследяване ${tracking}.` }),
    delivered: (no) => ({ title: `Поръчка за доставка ${no} е доставена`, content: 'Пратката ви е доставена. Потвърдете получаването, щом я вземете.' }),
    readyForPickup: (no, point) => ({ title: `Поръчка за доставка ${no} очаква получаване`, content: `Пратката ви чака в ${point}. Потвърдете получаването, щом я вземете.` }),
    parcelArrived: (tracking, warehouse, kg, until) => ({ title: `Пратка ${tracking} пристигна`, content: `Пратката ви пристигна в ${warehouse}: ${kg} кг. Безплатно съхранение до ${until}.` }),
    feedbackReply: () => 'Отговор на вашето съобщение',
  },
  ar: {
    weighed: (no, kg, fee) => ({ title: `تم وزن طلب الشحن ${no}`, content: `تم تغليف طرودك: الوزن المحتسب ${kg} كغ. ادفع رسوم الشحن ${fee} يوان لإرسالها.` }),
    shipped: (no, carrier, tracking) => ({ title: `تم شحن طلب الشحن ${no}`, content: `في الطريق مع ${carrier}، رقم التتبع ${tracking}.` }),
    delivered: (no) => ({ title: `تم تسليم طلب الشحن ${no}`, content: 'تم تسليم طردك. أكّد الاستلام بعد أن يصلك.' }),
    readyForPickup: (no, point) => ({ title: `طلب الشحن ${no} جاهز للاستلام`, content: `طردك بانتظارك في ${point}. أكّد الاستلام بعد أن تأخذه.` }),
    parcelArrived: (tracking, warehouse, kg, until) => ({ title: `وصل الطرد ${tracking}`, content: `وصل طردك إلى ${warehouse}: ${kg} كغ. التخزين مجاني حتى ${until}.` }),
    feedbackReply: () => 'تم الرد على ملاحظتك',
  },
  la: {
    weighed: (no, kg, fee) => ({ title: `ຊັ່ງນ້ຳໜັກຄຳສັ່ງຂົນສົ່ງ ${no} ແລ້ວ`, content: `ພັດສະດຸຂອງທ່ານຖືກຫຸ້ມຫໍ່ແລ້ວ: ນ້ຳໜັກຄິດໄລ່ ${kg} ກິໂລ. ຈ່າຍຄ່າຂົນສົ່ງ ${fee} ຢວນ ເພື່ອສົ່ງອອກ.` }),
    shipped: (no, carrier, tracking) => ({ title: `ສົ່ງຄຳສັ່ງຂົນສົ່ງ ${no} ແລ້ວ`, content: `ກຳລັງຂົນສົ່ງໂດຍ ${carrier}, ເລກຕິດຕາມ ${tracking}.` }),
    delivered: (no) => ({ title: `ຄຳສັ່ງຂົນສົ່ງ ${no} ສົ່ງເຖິງແລ້ວ`, content: 'ພັດສະດຸຂອງທ່ານສົ່ງເຖິງແລ້ວ. ກະລຸນາຢືນຢັນເມື່ອໄດ້ຮັບ.' }),
    readyForPickup: (no, point) => ({ title: `ຄຳສັ່ງຂົນສົ່ງ ${no} ພ້ອມໃຫ້ຮັບແລ້ວ`, content: `ພັດສະດຸຂອງທ່ານລໍຖ້າຢູ່ ${point}. ກະລຸນາຢືນຢັນເມື່ອໄດ້ຮັບ.` }),
    parcelArrived: (tracking, warehouse, kg, until) => ({ title: `ພັດສະດຸ ${tracking} ມາຮອດສາງແລ້ວ`, content: `ພັດສະດຸຂອງທ່ານມາຮອດ ${warehouse}: ${kg} ກິໂລ. ຝາກຟຣີຮອດ ${until}.` }),
    feedbackReply: () => 'ມີການຕອບກັບຄຳຄິດເຫັນຂອງທ່ານ',
  },
};

export function noticeTexts(language: string | null | undefined): Texts {
  return TEXTS[(language ?? 'en') as Locale] ?? TEXTS.en;
}

/** 1234 g → "1.23". */
export const kgText = (grams: number) => (grams / 1000).toFixed(2);
