// The note for the buying agent at check out. Memoised: a multiline field measures the page's layout after every
// render to size itself, and check out re-renders the summary, so the field renders only when its own text or
// language changes, not on each step of the summary around it.
import { memo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { PURCHASE_ORDER_REMARK_MAX_LENGTH } from '@/contract';
import TextInput from '@/components/common/form/TextInput';

function RemarkField({ value, onChange }: { value: string; onChange: (remark: string) => void }) {
  const { t } = useTranslation('cart');
  return (
    <TextInput
      label={t('summary.remark')}
      size="small"
      multiline
      maxRows={3}
      value={value}
      onChange={(e) => onChange(e.target.value.slice(0, PURCHASE_ORDER_REMARK_MAX_LENGTH))}
      slotProps={{ htmlInput: { maxLength: PURCHASE_ORDER_REMARK_MAX_LENGTH } }}
    />
  );
}

export default memo(RemarkField);
