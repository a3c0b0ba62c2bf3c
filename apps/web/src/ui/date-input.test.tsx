import { todayInBerlin } from '@kontor/domain/business-calendar';
import type { Locale } from '@kontor/domain/constants';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { pressEnter, tabOut } from '../test/keyboard';
import { renderWithProviders, setUpScreenTests } from '../test/screen-test-kit';
import dayjs from 'dayjs';
import { DateInput, type DateInputProps, dateInputRule } from './date-input';
import { dayOrMonthIso, dayOrMonthValue, isMonthValue } from './day-or-month';
import { DayField } from './document-fields';

const en = catalogs.en;

type Props = { locale: Locale; onFinish(values: { day?: Dayjs | null }): void; initial?: string } & Pick<
  DateInputProps,
  'past' | 'picker' | 'allowMonth'
>;

function DayForm({ locale, onFinish, initial, ...field }: Props) {
  return (
    <Form onFinish={onFinish} initialValues={{ day: initial ? dayOrMonthValue(initial) : null }}>
      <Form.Item name="day" label="Day" rules={[dateInputRule]}>
        <DateInput locale={locale} {...field} />
      </Form.Item>
      <Form.Item name="note" label="Note">
        <input />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

function renderDay(props: Omit<Props, 'onFinish'>) {
  const onFinish = vi.fn();
  renderWithProviders(<DayForm {...props} onFinish={onFinish} />);
  return { onFinish, input: screen.getByLabelText('Day') as HTMLInputElement };
}

function type(input: HTMLInputElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
}

/** What the form holds after leaving the field with `text` typed in it. */
async function typeAndLeave(text: string, props: Omit<Props, 'onFinish'>) {
  const { onFinish, input } = renderDay(props);
  type(input, text);
  tabOut(input);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onFinish).toHaveBeenCalled());
  const day = (onFinish.mock.calls[0]![0] as { day?: Dayjs | null }).day;
  return { iso: day ? day.format(props.picker === 'month' || isMonthValue(day) ? 'YYYY-MM' : 'YYYY-MM-DD') : null, input };
}

setUpScreenTests();

describe('DateInput', () => {
  it.each([
    ['1.2.1985', '1985-02-01', '01.02.1985'],
    ['26.11.85', '1985-11-26', '26.11.1985'],
    ['1.2.85', '1985-02-01', '01.02.1985'],
    ['26112026', '2026-11-26', '26.11.2026'],
    ['261185', '1985-11-26', '26.11.1985'],
    ['1985-11-26', '1985-11-26', '26.11.1985'],
  ])('reads a German "%s" as %s and shows it as %s', async (text, iso, shown) => {
    const result = await typeAndLeave(text, { locale: 'de' });
    expect(result.iso).toBe(iso);
    expect(result.input.value).toBe(shown);
  });

  it.each([
    ['26/11/1985', '1985-11-26', '26/11/1985'],
    ['1/2/85', '1985-02-01', '01/02/1985'],
    ['26111985', '1985-11-26', '26/11/1985'],
    ['1985-2-1', '1985-02-01', '01/02/1985'],
    ['1985/11/26', '1985-11-26', '26/11/1985'],
    ['26.11.1985', '1985-11-26', '26/11/1985'],
  ])('reads an English "%s" as %s and shows it as %s', async (text, iso, shown) => {
    const result = await typeAndLeave(text, { locale: 'en' });
    expect(result.iso).toBe(iso);
    expect(result.input.value).toBe(shown);
  });

  it('reads a two-digit year of a past field as the last such year not in the future', async () => {
    const nextYear = String((Number(todayInBerlin().slice(2, 4)) + 1) % 100).padStart(2, '0');
    const { iso } = await typeAndLeave(`01.01.${nextYear}`, { locale: 'de', past: true });
    expect(iso).toBe(`19${nextYear}-01-01`);
  });

  it('reads a two-digit year of any other field as the year within 50 years of today', async () => {
    const nextYear = String((Number(todayInBerlin().slice(2, 4)) + 1) % 100).padStart(2, '0');
    const { iso } = await typeAndLeave(`01.01.${nextYear}`, { locale: 'de' });
    expect(iso).toBe(`20${nextYear}-01-01`);
  });

  it('reads short forms of a month', async () => {
    const { iso, input } = await typeAndLeave('5.2027', { locale: 'de', picker: 'month' });
    expect(iso).toBe('2027-05');
    expect(input.value).toBe('05.2027');
  });

  it.each([
    { locale: 'de', text: '3.11.2026', shown: '03.11.2026', iso: '2026-11-03' },
    { locale: 'de', text: '1.2.1985', shown: '01.02.1985', iso: '1985-02-01' },
    { locale: 'de', text: '26111985', shown: '26.11.1985', iso: '1985-11-26' },
    { locale: 'en', text: '3/11/2026', shown: '03/11/2026', iso: '2026-11-03' },
    { locale: 'en', text: '2026-11-3', shown: '03/11/2026', iso: '2026-11-03' },
  ] as const)(
    'leaves a $locale "$text" as typed key by key, and shows it as $shown once left',
    async ({ locale, text, shown, iso }) => {
      const { onFinish, input } = renderDay({ locale });
      fireEvent.focus(input);
      // Every key as the browser sends it: the field holds what was typed so far, never a date read early
      // ("3.11.20" is not 2020 while a year is still being typed).
      for (let end = 1; end <= text.length; end += 1) {
        fireEvent.change(input, { target: { value: text.slice(0, end) } });
        await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
        if (end < text.length) expect(input.value).toBe(text.slice(0, end));
      }
      tabOut(input);
      await waitFor(() => expect(input.value).toBe(shown));
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onFinish).toHaveBeenCalled());
      expect((onFinish.mock.calls[0]![0] as { day: Dayjs }).day.format('YYYY-MM-DD')).toBe(iso);
    },
  );

  it('takes the typed date on Enter and does not submit the form', async () => {
    const { onFinish, input } = renderDay({ locale: 'de' });
    type(input, '26.11.85');
    expect(pressEnter(input)).toBe(false);
    await waitFor(() => expect(input.value).toBe('26.11.1985'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(onFinish).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect((onFinish.mock.calls[0]![0] as { day: Dayjs }).day.format('YYYY-MM-DD')).toBe('1985-11-26');
  });

  it('says so when the typed text is no date, instead of dropping it silently', async () => {
    const onChange = vi.fn();
    // Outside a form (the vehicle list's filter) the field says so itself and keeps its day.
    renderWithProviders(<DateInput locale="de" aria-label="Day" value={dayjs('2020-05-01')} onChange={onChange} />);
    const input = screen.getByLabelText('Day') as HTMLInputElement;
    type(input, '32.13.85');
    tabOut(input);
    const message = en.common.dateInput.unreadable.replace('{text}', '32.13.85').replace('{example}', '26.11.1985');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(onChange).not.toHaveBeenCalled();
    type(input, '1.2.85');
    tabOut(input);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(onChange.mock.calls.map(([day]) => (day as Dayjs).format('YYYY-MM-DD'))).toEqual(['1985-02-01']);
  });

  it('keeps a form from saving the day from before while the typed text is no date', async () => {
    const { onFinish, input } = renderDay({ locale: 'de', initial: '2020-05-01' });
    type(input, '31.02.2021');
    tabOut(input);
    const message = en.common.dateInput.unreadable.replace('{text}', '31.02.2021').replace('{example}', '26.11.1985');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText(message).closest('[id]')!.id);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(onFinish).not.toHaveBeenCalled();
    // Leaving the field with the day it shows takes that day again.
    type(input, '01.05.2020');
    tabOut(input);
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect((onFinish.mock.calls[0]![0] as { day: Dayjs }).day.format('YYYY-MM-DD')).toBe('2020-05-01');
  });

  it('lets a form save an emptied field after a text that was no date', async () => {
    const { onFinish, input } = renderDay({ locale: 'en', initial: '2020-05-01', past: true });
    type(input, '01/01/2999');
    tabOut(input);
    const message = en.common.dateInput.future.replace('{date}', '01/01/2999');
    expect(await screen.findByText(message)).toBeTruthy();
    type(input, '');
    tabOut(input);
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect((onFinish.mock.calls[0]![0] as { day: Dayjs | null }).day).toBeNull();
  });

  it('says so when a past field gets a day in the future', async () => {
    const { input } = renderDay({ locale: 'en', past: true });
    type(input, '01/01/2999');
    tabOut(input);
    const message = en.common.dateInput.future.replace('{date}', '01/01/2999');
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('gives a document’s day (an invoice or contract date) the same reading, Enter and message', async () => {
    const onFinish = vi.fn();
    renderWithProviders(
      <Form onFinish={onFinish}>
        <DayField name="invoiceDate" label="Invoice date" notAfterToday />
        <Button htmlType="submit">Save</Button>
      </Form>,
    );
    const input = screen.getByLabelText('Invoice date') as HTMLInputElement;
    type(input, '01/13/2026');
    expect(pressEnter(input)).toBe(false);
    const message = en.common.dateInput.unreadable.replace('{text}', '01/13/2026').replace('{example}', '26/11/1985');
    expect(await screen.findByText(message)).toBeTruthy();
    type(input, '29/2/2024');
    tabOut(input);
    await waitFor(() => expect(input.value).toBe('29/02/2024'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
  });

  it('keeps a future day typed with Enter in the field, says why and keeps the form from saving', async () => {
    const { onFinish, input } = renderDay({ locale: 'de', past: true });
    type(input, '01.03.2031');
    expect(pressEnter(input)).toBe(false);
    const message = en.common.dateInput.future.replace('{date}', '01.03.2031');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(input.value).toBe('01.03.2031');
    tabOut(input);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(input.value).toBe('01.03.2031');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(onFinish).not.toHaveBeenCalled();
    expect(input.value).toBe('01.03.2031');
  });

  it.each(['03/2019', '03.2019'])('keeps a month "%s" typed into a day field, asking for the day', async (text) => {
    const { onFinish, input } = renderDay({ locale: 'de', past: true, initial: '2018-06-01' });
    type(input, text);
    tabOut(input);
    const message = en.common.dateInput.dayMissing.replace('{text}', text).replace('{example}', 'DD.03.2019');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(input.value).toBe(text);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('keeps text that is no date in the field after leaving it', async () => {
    const { input } = renderDay({ locale: 'de', initial: '2020-05-01' });
    type(input, '31.02.2021');
    tabOut(input);
    const message = en.common.dateInput.unreadable.replace('{text}', '31.02.2021').replace('{example}', '26.11.1985');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(input.value).toBe('31.02.2021');
  });

  it.each([
    ['03/2019', '2019-03'],
    ['03.2019', '2019-03'],
    ['12.03.2019', '2019-03'],
    ['2019-03-12', '2019-03'],
  ])('reads a German "%s" in a month field as %s and shows it as 03.2019', async (text, iso) => {
    const result = await typeAndLeave(text, { locale: 'de', picker: 'month', past: true });
    expect(result.iso).toBe(iso);
    expect(result.input.value).toBe('03.2019');
  });

  it('reads an English day written with slashes day first, as the field shows it', async () => {
    const result = await typeAndLeave('3/4/2019', { locale: 'en', past: true });
    expect(result.iso).toBe('2019-04-03');
    expect(result.input.value).toBe('03/04/2019');
  });

  describe('a day field that takes a month too (allowMonth: a first registration)', () => {
    it.each([
      { locale: 'de', text: '03/2019', iso: '2019-03', shown: '03.2019' },
      { locale: 'de', text: '03.2019', iso: '2019-03', shown: '03.2019' },
      { locale: 'de', text: '3/19', iso: '2019-03', shown: '03.2019' },
      { locale: 'de', text: '2019-03', iso: '2019-03', shown: '03.2019' },
      { locale: 'de', text: '12.03.2019', iso: '2019-03-12', shown: '12.03.2019' },
      { locale: 'de', text: '12.3.19', iso: '2019-03-12', shown: '12.03.2019' },
      { locale: 'de', text: '2019-03-12', iso: '2019-03-12', shown: '12.03.2019' },
      { locale: 'en', text: '03/2019', iso: '2019-03', shown: '03/2019' },
      { locale: 'en', text: '2019-03', iso: '2019-03', shown: '03/2019' },
      { locale: 'en', text: '2019-03-12', iso: '2019-03-12', shown: '12/03/2019' },
      { locale: 'en', text: '12/03/2019', iso: '2019-03-12', shown: '12/03/2019' },
      { locale: 'en', text: '26/11/2019', iso: '2019-11-26', shown: '26/11/2019' },
      { locale: 'en', text: '11/26/2019', iso: null, shown: '11/26/2019' },
    ] as const)('reads a $locale "$text" as $iso and shows it as $shown', async ({ locale, text, iso, shown }) => {
      const { onFinish, input } = renderDay({ locale, past: true, allowMonth: true });
      type(input, text);
      tabOut(input);
      await waitFor(() => expect(input.value).toBe(shown));
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      if (iso === null) {
        // Month first (American) is no day in British English: kept with the reason.
        expect(onFinish).not.toHaveBeenCalled();
        return;
      }
      await waitFor(() => expect(onFinish).toHaveBeenCalled());
      expect(dayOrMonthIso((onFinish.mock.calls[0]![0] as { day: Dayjs }).day)).toBe(iso);
    });

    it('turns a day into its month and back, though the month’s first day is the same day', async () => {
      const { onFinish, input } = renderDay({ locale: 'de', past: true, allowMonth: true, initial: '2019-03-01' });
      expect(input.value).toBe('01.03.2019');
      type(input, '03.2019');
      tabOut(input);
      await waitFor(() => expect(input.value).toBe('03.2019'));
      type(input, '1.3.2019');
      tabOut(input);
      await waitFor(() => expect(input.value).toBe('01.03.2019'));
      type(input, '03/2019');
      tabOut(input);
      await waitFor(() => expect(input.value).toBe('03.2019'));
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onFinish).toHaveBeenCalled());
      expect(dayOrMonthIso((onFinish.mock.calls[0]![0] as { day: Dayjs }).day)).toBe('2019-03');
    });

    it('shows a stored month as a month, in a field that can be typed in', () => {
      const { input } = renderDay({ locale: 'de', past: true, allowMonth: true, initial: '2019-03' });
      expect(input.value).toBe('03.2019');
      expect(input.readOnly).toBe(false);
    });

    it('reads a day typed over a month as the day, key by key', async () => {
      const { onFinish, input } = renderDay({ locale: 'de', past: true, allowMonth: true, initial: '2019-03' });
      expect(input.readOnly).toBe(false);
      type(input, '12.03.2019');
      tabOut(input);
      await waitFor(() => expect(input.value).toBe('12.03.2019'));
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onFinish).toHaveBeenCalled());
      expect(dayOrMonthIso((onFinish.mock.calls[0]![0] as { day: Dayjs }).day)).toBe('2019-03-12');
    });

    it.each([
      ['de', '04.2031', '04.2031'],
      ['en', '04/2031', '04/2031'],
    ] as const)(
      'keeps a %s future month "%s" in the field with the reason and keeps the form from saving',
      async (locale, text, date) => {
        const { onFinish, input } = renderDay({ locale, past: true, allowMonth: true, initial: '2018-06-01' });
        type(input, text);
        tabOut(input);
        const message = en.common.dateInput.futureMonth.replace('{date}', date);
        expect(await screen.findByText(message)).toBeTruthy();
        expect(input.value).toBe(text);
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
        expect(onFinish).not.toHaveBeenCalled();
        expect(input.value).toBe(text);
      },
    );

    it('takes a day after a month and a future month that was not taken (English)', async () => {
      const { onFinish, input } = renderDay({ locale: 'en', past: true, allowMonth: true });
      type(input, '03/2019');
      tabOut(input);
      await waitFor(() => expect(input.value).toBe('03/2019'));
      type(input, '04/2031');
      tabOut(input);
      expect(await screen.findByText(en.common.dateInput.futureMonth.replace('{date}', '04/2031'))).toBeTruthy();
      type(input, '26/11/2019');
      tabOut(input);
      await waitFor(() => expect(input.value).toBe('26/11/2019'));
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onFinish).toHaveBeenCalled());
      expect(dayOrMonthIso((onFinish.mock.calls[0]![0] as { day: Dayjs }).day)).toBe('2019-11-26');
    });

    it.each([false, true])('empties a field holding a day when its text is deleted (allowMonth %s)', async (allowMonth) => {
      const { onFinish, input } = renderDay({ locale: 'en', past: true, allowMonth, initial: '2019-11-26' });
      type(input, '');
      tabOut(input);
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onFinish).toHaveBeenCalled());
      expect((onFinish.mock.calls[0]![0] as { day: Dayjs | null }).day ?? null).toBeNull();
    });

    it('says a text that is no day or month names both forms', async () => {
      const { input } = renderDay({ locale: 'de', past: true, allowMonth: true });
      type(input, '13/2019');
      tabOut(input);
      const message = en.common.dateInput.unreadable.replace('{text}', '13/2019').replace('{example}', '26.11.1985 or 11.1985');
      expect(await screen.findByText(message)).toBeTruthy();
      expect(input.value).toBe('13/2019');
    });
  });
});
