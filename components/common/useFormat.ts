// The page's formatter for numbers, money, weights, sizes and dates, in the language the page's texts are in
// (next-i18next sets it to the routing locale on the server and in the browser alike, so the text hydrates
// unchanged).
import { useTranslation } from 'next-i18next/pages';
import { formatterFor, type Formatter } from '@/utils/format';

export function useFormat(): Formatter {
  const { i18n } = useTranslation();
  return formatterFor(i18n?.language);
}
