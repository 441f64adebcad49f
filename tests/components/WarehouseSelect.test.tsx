// The warehouse choice is the browser's own select under MUI's outlined field: the select carries the name, value,
// options and the address as its description; the chosen name is also drawn as text that wraps, hidden from
// screen readers so they read it once.
import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from '@mui/material/styles';
import type { TenantWarehouse } from '@/contract';
import WarehouseSelect from '@/components/cart/WarehouseSelect';
import type { WarehousesState } from '@/components/cart/useWarehouses';
import { createAppTheme } from '@/theme/createAppTheme';
import enCart from '@/locales/en/cart.json';
import enCommon from '@/locales/en/common.json';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { cart: enCart, common: enCommon } },
  initAsync: false,
  interpolation: { escapeValue: false },
});

const warehouse = (id: string, name: string, address: string) => ({ id, name, address }) as TenantWarehouse;
const READY: WarehousesState = {
  status: 'ready',
  data: [
    warehouse('w1', 'GlobalBuy Guangzhou warehouse', 'Baiyun District, Guangzhou'),
    warehouse('w2', 'مستودع سوق في ييوو للطرود الكبيرة والصغيرة', 'Yiwu, Zhejiang'),
  ],
};

function renderSelect(props: Partial<Parameters<typeof WarehouseSelect>[0]> = {}) {
  const onChange = jest.fn();
  const onRetry = jest.fn();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={createAppTheme(null)}>
        <WarehouseSelect state={READY} value="w1" onChange={onChange} onRetry={onRetry} {...props} />
      </ThemeProvider>
    </I18nextProvider>,
  );
  return { ...view, onChange, onRetry };
}

describe('WarehouseSelect', () => {
  it('is a native select named by its label, described by the chosen address', () => {
    renderSelect();
    const select = screen.getByRole('combobox', { name: 'Warehouse in China' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveValue('w1');
    expect(select).toHaveAccessibleDescription('Baiyun District, Guangzhou');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['GlobalBuy Guangzhou warehouse', 'مستودع سوق في ييوو للطرود الكبيرة والصغيرة']);
  });

  it('shows the chosen name as text that can wrap, hidden from screen readers (the select reads it)', () => {
    const { container } = renderSelect({ value: 'w2' });
    const shown = container.querySelector('[aria-hidden="true"] > bdi');
    expect(shown).toHaveTextContent('مستودع سوق في ييوو للطرود الكبيرة والصغيرة');
    expect(screen.getByRole('combobox', { name: 'Warehouse in China' })).toHaveAccessibleDescription('Yiwu, Zhejiang');
  });

  it('reports the warehouse the shopper picks', () => {
    const { onChange } = renderSelect();
    fireEvent.change(screen.getByRole('combobox', { name: 'Warehouse in China' }), { target: { value: 'w2' } });
    expect(onChange).toHaveBeenCalledWith('w2');
  });

  it('cannot be changed while disabled', () => {
    renderSelect({ disabled: true });
    expect(screen.getByRole('combobox', { name: 'Warehouse in China' })).toBeDisabled();
  });

  it('shows the hint and no choice when the value is not offered', () => {
    renderSelect({ value: 'gone' });
    const select = screen.getByRole('combobox', { name: 'Warehouse in China' });
    expect(select).toHaveValue('');
    expect(select).toHaveAccessibleDescription(enCart.warehouse.hint);
  });

  it('offers a retry when the warehouses could not be loaded', () => {
    const { onRetry } = renderSelect({
      state: { status: 'failed', data: null, error: { code: 'NETWORK_ERROR', message: 'offline' } } as WarehousesState,
    });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: enCommon.errorState.retry }));
    expect(onRetry).toHaveBeenCalled();
  });
});
