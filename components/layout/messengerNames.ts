// Messenger names are brands: written the same in every language.
import type { MessengerType } from '@/contract';

export const MESSENGER_NAMES: Record<MessengerType, string> = {
  LINE: 'LINE',
  WECHAT: 'WeChat',
  KAKAOTALK: 'KakaoTalk',
  ZALO: 'Zalo',
  FACEBOOK: 'Facebook',
  WHATSAPP: 'WhatsApp',
  FACEBOOK_MESSENGER: 'Messenger',
  VIBER: 'Viber',
  TELEGRAM: 'Telegram',
  VKONTAKTE: 'VK',
  SIGNAL: 'Signal',
};
