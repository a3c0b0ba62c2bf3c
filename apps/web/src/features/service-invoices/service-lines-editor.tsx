import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { SERVICE_LINES_MAX, SERVICE_UNITS, type ServiceLineAmounts, serviceLineSchema } from '@kontor/domain/service-invoices';
import {
  Button,
  Card,
  Col,
  Flex,
  Form,
  type FormListFieldData,
  type FormRule,
  Grid,
  Input,
  type InputRef,
  Row,
  Select,
  theme,
  Typography,
} from 'antd';
import type { TFunction } from 'i18next';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../app/format';
import { NumberInput, numberInputRule } from '../../ui/number-input';
import { useUiLocale } from '../../ui/use-ui-locale';
import { visuallyHidden } from '../../ui/visually-hidden';
import { zodRule } from '../../ui/zod-rule';
import { formatQuantity, QUANTITY_DECIMALS } from './quantity';
import { formAmounts, type LineFormValues, NEW_LINE, type ServiceFormValues } from './service-invoice-form';
import { ServiceTotals } from './service-totals';

// The lines of a service invoice: description, quantity (as the UI language writes it), net unit
// price, and each line's net, VAT and gross by the domain's arithmetic. Lines are added, moved and
// removed by buttons, so the keyboard does all the mouse does; after a move the focus stays on the
// same button of the moved line, after a removal it goes to the line that took its place.

type Action = 'up' | 'down' | 'remove' | 'description';
/** Where the focus goes after the list changed: a line's button or description by the line's stable key, or Add line. */
type FocusTarget = { key: number; action: Action } | { key: 'add' };
/** A focus to set once the list shows the change: `target` answers it from the lines' keys, or null while they are not there yet. */
type PendingFocus = (keys: number[]) => FocusTarget | null;

/**
 * Sets the pending focus after the list rendered its change (Form.List re-renders on its own, so
 * this sits inside it). A moved line is focused again: moving its element may have taken the focus.
 */
function FocusKeeper({
  pendingRef,
  keys,
  onFocus,
}: {
  pendingRef: { current: PendingFocus | null };
  keys: number[];
  onFocus(target: FocusTarget): void;
}) {
  useEffect(() => {
    const target = pendingRef.current?.(keys);
    if (!target) return;
    pendingRef.current = null;
    onFocus(target);
  });
  return null;
}

/**
 * The desktop row: description wide, then quantity, unit, price, the three amounts and the buttons.
 * It needs about 930 px: from antd's xl (1200 px, less the 240 px menu and the paddings) it fits;
 * below, each line is a card.
 */
const GRID: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(160px, 1fr) 90px 100px 130px 100px 90px 100px 104px',
  gap: 8,
  alignItems: 'start',
};

function quantityRule(t: TFunction, example: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value === 'number' && Number.isNaN(value))
        throw new Error(t('serviceInvoices.lines.quantityInvalid', { example }));
      const result = serviceLineSchema.shape.quantity.safeParse(value ?? undefined);
      if (!result.success)
        throw new Error(t(`errors.${value === null || value === undefined ? '0001' : result.error.issues[0]!.message}`));
    },
  };
}

type LineProps = {
  field: FormListFieldData;
  index: number;
  count: number;
  amounts: ServiceLineAmounts | undefined;
  /** Stacked with visible labels (a phone, a narrow window) rather than one row of a table. */
  stacked: boolean;
  buttonRef(action: Action, element: HTMLElement | null): void;
  descriptionRef(element: InputRef | null): void;
  onMove(to: number): void;
  onRemove(): void;
  onEnterInDescription(): void;
};

function LineInputs({ field, index, stacked, descriptionRef, onEnterInDescription }: LineProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const number = index + 1;
  const label = (key: string) => (stacked ? t(`serviceInvoices.lines.${key}`) : undefined);
  const item = { style: { marginBottom: stacked ? 12 : 0 }, validateFirst: true } as const;
  const description = (
    <Form.Item
      {...item}
      name={[field.name, 'description']}
      label={label('description')}
      rules={[zodRule(serviceLineSchema.shape.description, t)]}
    >
      <Input
        ref={descriptionRef}
        aria-label={t('serviceInvoices.lines.descriptionOf', { number })}
        autoComplete="off"
        onPressEnter={(event) => {
          event.preventDefault();
          onEnterInDescription();
        }}
      />
    </Form.Item>
  );
  const quantity = (
    <Form.Item
      {...item}
      name={[field.name, 'quantity']}
      label={label('quantity')}
      rules={[quantityRule(t, formatQuantity(1.5, locale))]}
    >
      <NumberInput fractionDigits={QUANTITY_DECIMALS} min={0} aria-label={t('serviceInvoices.lines.quantityOf', { number })} />
    </Form.Item>
  );
  // What the quantity counts, printed in its own column (a line saved before units existed has none).
  const unit = (
    <Form.Item {...item} name={[field.name, 'unit']} label={label('unit')}>
      <Select
        aria-label={t('serviceInvoices.lines.unitOf', { number })}
        options={SERVICE_UNITS.map((value) => ({ value, label: t(`serviceInvoices.lines.units.${value}`) }))}
      />
    </Form.Item>
  );
  const price = (
    <Form.Item
      {...item}
      name={[field.name, 'unitPrice']}
      label={label('unitPrice')}
      rules={[numberInputRule(t, { locale, money: true }), zodRule(serviceLineSchema.shape.unitPrice, t)]}
    >
      <NumberInput money suffix="€" min={0} aria-label={t('serviceInvoices.lines.unitPriceOf', { number })} />
    </Form.Item>
  );
  if (!stacked) {
    return (
      <>
        {description}
        {quantity}
        {unit}
        {price}
      </>
    );
  }
  return (
    <>
      {description}
      <Row gutter={12}>
        <Col span={8}>{quantity}</Col>
        <Col span={8}>{unit}</Col>
        <Col span={8}>{price}</Col>
      </Row>
    </>
  );
}

/** A line's net, VAT and gross; on the desktop row the column headings say which is which, for a screen reader a hidden word does. */
function LineAmounts({
  amounts,
  stacked,
  number,
}: {
  amounts: ServiceLineAmounts | undefined;
  stacked: boolean;
  number: number;
}) {
  const { t } = useTranslation();
  const cells = (['net', 'vat', 'gross'] as const).map((key) => {
    const cents = amounts?.[`${key}Cents`] ?? 0;
    return (
      <span key={key} style={{ textAlign: 'right', whiteSpace: 'nowrap', paddingTop: stacked ? 0 : 5 }}>
        <span style={stacked ? { marginInlineEnd: 4, color: 'inherit' } : visuallyHidden}>
          {t(`serviceInvoices.lines.${key}`)}
        </span>
        <Typography.Text strong={key === 'gross'}>{formatMoney(cents)}</Typography.Text>
      </span>
    );
  });
  if (!stacked) return <>{cells}</>;
  return (
    <Flex role="group" aria-label={t('serviceInvoices.lines.amountsOf', { number })} gap={12} wrap justify="flex-end">
      {cells}
    </Flex>
  );
}

function LineButtons({ index, count, buttonRef, onMove, onRemove }: LineProps) {
  const { t } = useTranslation();
  const number = index + 1;
  return (
    <Flex gap={4} style={{ flex: 'none' }}>
      <Button
        ref={(element) => buttonRef('up', element)}
        icon={<ArrowUpOutlined aria-hidden />}
        aria-label={t('serviceInvoices.lines.moveUp', { number })}
        title={t('serviceInvoices.lines.moveUp', { number })}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      />
      <Button
        ref={(element) => buttonRef('down', element)}
        icon={<ArrowDownOutlined aria-hidden />}
        aria-label={t('serviceInvoices.lines.moveDown', { number })}
        title={t('serviceInvoices.lines.moveDown', { number })}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      />
      <Button
        ref={(element) => buttonRef('remove', element)}
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={t('serviceInvoices.lines.remove', { number })}
        title={t('serviceInvoices.lines.remove', { number })}
        onClick={onRemove}
      />
    </Flex>
  );
}

function LineRow(props: LineProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const number = props.index + 1;
  if (props.stacked) {
    return (
      <Card
        size="small"
        title={t('serviceInvoices.lines.line', { number })}
        extra={<LineButtons {...props} />}
        style={{ minWidth: 0 }}
      >
        <LineInputs {...props} />
        <LineAmounts amounts={props.amounts} stacked number={number} />
      </Card>
    );
  }
  return (
    <div style={{ ...GRID, padding: '8px 0', borderBottom: `1px solid ${token.colorSplit}` }}>
      <LineInputs {...props} />
      <LineAmounts amounts={props.amounts} stacked={false} number={number} />
      <LineButtons {...props} />
    </div>
  );
}

function HeaderRow() {
  const { t } = useTranslation();
  const heading = (key: string, align: 'left' | 'right' = 'left') => (
    <Typography.Text key={key} type="secondary" style={{ textAlign: align }}>
      {t(`serviceInvoices.lines.${key}`)}
    </Typography.Text>
  );
  // The inputs are named by their own labels ("Quantity of line 2"); the headings are for the eye.
  return (
    <div aria-hidden style={GRID}>
      {heading('description')}
      {heading('quantity')}
      {heading('unit')}
      {heading('unitPrice')}
      {heading('net', 'right')}
      {heading('vat', 'right')}
      {heading('gross', 'right')}
      {heading('actions', 'right')}
    </div>
  );
}

type EditorProps = {
  /** The list's own error (no line: 9532), from the server or the check before a document. */
  listError: string | null;
  /** A line was added, moved or removed (the list's error no longer applies). */
  onListChange(): void;
};

/** The lines editor of the add page; inside the page's form (its `lines`, `vat` and `vatRate`). */
export function ServiceLinesEditor({ listError, onListChange }: EditorProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ServiceFormValues>();
  const lines = Form.useWatch('lines', { form, preserve: true }) as LineFormValues[] | undefined;
  const vat = Form.useWatch('vat', { form, preserve: true }) as boolean | undefined;
  const vatRate = Form.useWatch('vatRate', { form, preserve: true }) as number | undefined;
  const amounts = formAmounts({ lines, vat, vatRate });
  const screens = Grid.useBreakpoint();
  const stacked = !screens.xl;

  const buttons = useRef(new Map<string, HTMLElement | null>());
  const descriptions = useRef(new Map<number, InputRef | null>());
  const addButton = useRef<HTMLButtonElement>(null);
  const pending = useRef<PendingFocus | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const focusTarget = (target: FocusTarget) => {
    if (target.key === 'add') {
      addButton.current?.focus();
      return;
    }
    if (target.action === 'description') {
      descriptions.current.get(target.key)?.focus();
      return;
    }
    const other: Record<Action, Action> = { up: 'down', down: 'up', remove: 'remove', description: 'description' };
    const usable = (action: Action) => {
      const element = buttons.current.get(`${target.key}:${action}`);
      return element && !(element as HTMLButtonElement).disabled ? element : null;
    };
    (usable(target.action) ?? usable(other[target.action]))?.focus();
  };

  return (
    <Form.List name="lines">
      {(fields, { add, remove, move }) => {
        const keys = fields.map((field) => field.key);
        const full = fields.length >= SERVICE_LINES_MAX;
        const addLine = () => {
          if (full) return;
          const count = fields.length;
          add({ ...NEW_LINE });
          setAnnouncement(t('serviceInvoices.lines.added', { number: count + 1 }));
          pending.current = (now) => (now.length > count ? { key: now.at(-1)!, action: 'description' } : null);
          onListChange();
        };
        const rowProps = (field: FormListFieldData, index: number): LineProps => ({
          field,
          index,
          count: fields.length,
          amounts: amounts.lines[index],
          stacked,
          buttonRef: (action, element) => buttons.current.set(`${field.key}:${action}`, element),
          descriptionRef: (element) => descriptions.current.set(field.key, element),
          onMove: (to) => {
            move(index, to);
            setAnnouncement(t('serviceInvoices.lines.moved', { from: index + 1, to: to + 1 }));
            const action = to < index ? 'up' : 'down';
            pending.current = (now) => (now[to] === field.key ? { key: field.key, action } : null);
            onListChange();
          },
          onRemove: () => {
            const next = fields[index + 1] ?? fields[index - 1];
            remove(index);
            setAnnouncement(t('serviceInvoices.lines.removed', { number: index + 1 }));
            pending.current = (now) =>
              now.includes(field.key) ? null : next ? { key: next.key, action: 'remove' } : { key: 'add' };
            onListChange();
          },
          // Enter in the last description starts the next line; elsewhere it does nothing (no form submit).
          onEnterInDescription: () => {
            if (index === fields.length - 1) addLine();
          },
        });
        return (
          <Flex vertical gap={12} style={{ minWidth: 0 }}>
            {fields.length === 0 ? (
              <Typography.Text type="secondary">{t('serviceInvoices.lines.empty')}</Typography.Text>
            ) : (
              <div style={{ minWidth: 0 }}>
                {!stacked && <HeaderRow />}
                <ol
                  aria-label={t('serviceInvoices.sections.lines')}
                  style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: stacked ? 12 : 0 }}
                >
                  {fields.map((field, index) => (
                    <li key={field.key}>
                      <LineRow {...rowProps(field, index)} />
                    </li>
                  ))}
                </ol>
              </div>
            )}
            {listError && (
              <Typography.Text type="danger" role="alert">
                {t(`errors.${listError}`)}
              </Typography.Text>
            )}
            <Flex justify="space-between" align="flex-start" gap={16} wrap>
              <Flex vertical gap={4}>
                <Button
                  ref={addButton}
                  icon={<PlusOutlined aria-hidden />}
                  onClick={addLine}
                  disabled={full}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('serviceInvoices.lines.add')}
                </Button>
                {fields.length > 0 && <Typography.Text type="secondary">{t('serviceInvoices.lines.enterHint')}</Typography.Text>}
              </Flex>
              <ServiceTotals amounts={amounts} vat={vat ?? true} />
            </Flex>
            <Announcement text={announcement} />
            <FocusKeeper pendingRef={pending} keys={keys} onFocus={focusTarget} />
          </Flex>
        );
      }}
    </Form.List>
  );
}

/** What the last add, move or remove did, for a screen reader (the focus alone does not say it). */
function Announcement({ text }: { text: string }): ReactNode {
  return (
    <div aria-live="polite" style={visuallyHidden}>
      {text}
    </div>
  );
}
