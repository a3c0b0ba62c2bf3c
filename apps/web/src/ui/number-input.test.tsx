import type { Locale } from '@kontor/domain/constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { NumberInput, numberInputRule } from './number-input';
import { renderWithProviders, setUpScreenTests } from '../test/screen-test-kit';

type Props = { locale: Locale; money?: boolean; initial?: number | null; onFinish(values: { amount: number | null }): void };

function AmountForm({ locale, money, initial = null, onFinish }: Props) {
  const { t } = useTranslation();
  return (
    <Form layout="vertical" initialValues={{ amount: initial }} onFinish={onFinish}>
      <Form.Item name="amount" label="Amount" rules={[numberInputRule(t, { locale, money, min: 0, max: 99_999_999 })]}>
        <NumberInput locale={locale} money={money} suffix={money ? '€' : 'km'} />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

async function typeAndSave(text: string, props: Omit<Props, 'onFinish'>) {
  const onFinish = vi.fn();
  renderWithProviders(<AmountForm {...props} onFinish={onFinish} />);
  const input = screen.getByLabelText('Amount');
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return { onFinish, input: input as HTMLInputElement };
}

setUpScreenTests();

describe('NumberInput', () => {
  it('stores 87450 for a German "87.450", not 87', async () => {
    const { onFinish, input } = await typeAndSave('87.450', { locale: 'de' });
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ amount: 87450 }));
    expect(input.value).toBe('87.450');
  });

  it('stores 1995 for an English "1,995" and groups a plain number on leaving the field', async () => {
    const { onFinish, input } = await typeAndSave('1995', { locale: 'en' });
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ amount: 1995 }));
    expect(input.value).toBe('1,995');
  });

  it('stores money as cents: "1.234,56" is 123456', async () => {
    const { onFinish, input } = await typeAndSave('1.234,56', { locale: 'de', money: true });
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ amount: 123456 }));
    expect(input.value).toBe('1.234,56');
  });

  it('keeps letters as typed and blocks saving with a message', async () => {
    const { onFinish, input } = await typeAndSave('abc12x', { locale: 'en' });
    expect(await screen.findByText('Please enter a number only, e.g. 87,450')).toBeTruthy();
    expect(input.value).toBe('abc12x');
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('shows a stored value in the language of the screen', () => {
    renderWithProviders(<AmountForm locale="de" money initial={1234567} onFinish={() => undefined} />);
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('12.345,67');
  });

  it('steps with the arrow keys within its bounds', async () => {
    const onFinish = vi.fn();
    renderWithProviders(<AmountForm locale="en" initial={0} onFinish={onFinish} />);
    const input = screen.getByLabelText('Amount') as HTMLInputElement;
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ amount: 2 }));
  });
});
