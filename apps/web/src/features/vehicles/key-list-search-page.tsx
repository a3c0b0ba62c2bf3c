import { CameraOutlined, EditOutlined, SearchOutlined } from '@ant-design/icons';
import { type KeyListEntry, keyListHsn, keyListTsn } from '@kontor/domain/key-list';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, List, Segmented, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { AddSteps } from './add-steps';
import { useDemo } from './use-demo';
import { vehiclesApi } from './vehicles.api';
import { SCROLL_TO_FIRST_ERROR } from '../../ui/focus';

type Mode = 'key' | 'model';

/** One trade name of the results with all its HSN/TSN pairs, in the order the server ranked them. */
type NameGroup = { make: string; model: string; entries: KeyListEntry[] };

export function groupByName(rows: KeyListEntry[]): NameGroup[] {
  const groups = new Map<string, NameGroup>();
  for (const row of rows) {
    const key = `${row.make}\u0000${row.model}`;
    const group = groups.get(key) ?? { make: row.make, model: row.model, entries: [] };
    group.entries.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

// The search takes a key only as the key list files it (4 digits, 3 characters): what the domain's
// key-list rule leaves unchanged is valid, so what the dealer typed is what is sent (upper-cased: the
// TSN field upper-cases what is typed, a key from the URL may still be in lower case).
const isKeyListForm = (value: string, keyListForm: (typed: string) => string | null) =>
  keyListForm(value) === value.toUpperCase();

const keyLabel = (entry: KeyListEntry) => `HSN ${entry.hsn} · TSN ${entry.tsn}`;

/** A result row: the name, and its key numbers to pick from when there are several. */
function NameGroupItem({ group, onChoose }: { group: NameGroup; onChoose(entry: KeyListEntry): void }) {
  const { t } = useTranslation();
  const [chosenId, setChosenId] = useState(group.entries[0]!.id);
  const chosen = group.entries.find((entry) => entry.id === chosenId) ?? group.entries[0]!;
  const manufacturers = [...new Set(group.entries.map((entry) => entry.manufacturer))].join(', ');
  const several = group.entries.length > 1;
  return (
    <List.Item>
      <Flex gap={8} wrap align="center" justify="space-between" style={{ width: '100%' }}>
        <List.Item.Meta
          style={{ flex: '1 1 240px' }}
          title={`${group.make} ${group.model}`}
          description={
            several
              ? `${t('vehicles.add.keyCount', { count: group.entries.length })} · ${manufacturers}`
              : `${keyLabel(chosen)} · ${manufacturers}`
          }
        />
        <Flex gap={8} justify="flex-end" style={{ flex: '1 1 260px' }}>
          {several && (
            <Select<number>
              value={chosen.id}
              onChange={setChosenId}
              aria-label={t('vehicles.add.keysOf', { make: group.make, model: group.model })}
              options={group.entries.map((entry) => ({ value: entry.id, label: keyLabel(entry) }))}
              showSearch={{ optionFilterProp: 'label' }}
              style={{ flex: '0 1 220px', minWidth: 0 }}
            />
          )}
          <Button
            type="primary"
            onClick={() => onChoose(chosen)}
            aria-label={`${t('vehicles.add.choose')}: ${chosen.make} ${chosen.model} ${chosen.hsn}/${chosen.tsn}`}
          >
            {t('vehicles.add.choose')}
          </Button>
        </Flex>
      </Flex>
    </List.Item>
  );
}

/** /vehicles/manual: find the type by HSN/TSN or by trade name; the search lives in the URL, so back returns to it. */
export default function KeyListSearchPage() {
  const { t } = useTranslation();
  usePageTitle('vehicles.add.title');
  const navigate = useNavigate();
  const demo = useDemo();
  const [params, setParams] = useSearchParams();
  const hsn = params.get('hsn') ?? '';
  const tsn = params.get('tsn') ?? '';
  const model = params.get('model') ?? '';
  const [mode, setMode] = useState<Mode>(params.has('model') ? 'model' : 'key');
  const [form] = Form.useForm<{ hsn: string; tsn: string; model: string }>();

  const searching = mode === 'key' ? hsn.length > 0 : model.length >= 2;
  // On the server's first start the bundled list loads for about a minute: ask again until it is
  // there, and search again then (the loaded list's date is part of the search's key).
  const keyList = useQuery({
    queryKey: ['vehicles', 'key-list'],
    queryFn: vehiclesApi.keyList,
    refetchInterval: (query) => (query.state.data?.loading ? 3000 : false),
  });
  const results = useQuery({
    queryKey: ['vehicles', 'key-list-search', mode, hsn, tsn, model, keyList.data?.importedAt ?? null],
    queryFn: () => vehiclesApi.searchKeyList(mode === 'key' ? { hsn, tsn: tsn || undefined } : { carModel: model }),
    enabled: searching,
  });

  const submit = (values: { hsn?: string; tsn?: string; model?: string }) => {
    const next = new URLSearchParams();
    if (mode === 'key') {
      next.set('hsn', keyListHsn(values.hsn ?? '') ?? '');
      const typedTsn = keyListTsn(values.tsn ?? '');
      if (typedTsn) next.set('tsn', typedTsn);
    } else next.set('model', (values.model ?? '').trim());
    setParams(next);
  };

  const groups = useMemo(() => groupByName(results.data?.data ?? []), [results.data]);

  const choose = (entry: KeyListEntry) => (demo.isDemo ? demo.askToVerify() : navigate(`/vehicles/finish-search/${entry.id}`));
  const manual = () => (demo.isDemo ? demo.askToVerify() : navigate('/vehicles/manual-add'));
  const ocr = () => (demo.isDemo ? demo.askToVerify() : navigate('/vehicles/ocr'));
  const searchButton = (
    <Form.Item style={{ marginBottom: 12 }}>
      <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
        {t('vehicles.add.search')}
      </Button>
    </Form.Item>
  );
  const loadingList = keyList.data?.loading === true && !keyList.data.imported;
  // Only when no list is there and none is being loaded: the start-up import failed.
  const notImported = keyList.data && !keyList.data.imported && !keyList.data.loading;

  return (
    <Flex vertical gap={12} style={{ maxWidth: 880 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('vehicles.add.title')}
      </Typography.Title>
      <AddSteps current={0} />
      {loadingList && (
        <Alert type="info" showIcon title={t('vehicles.add.keyListLoading')} description={t('vehicles.add.keyListLoadingHow')} />
      )}
      {notImported && (
        <Alert
          type="info"
          showIcon
          title={t('vehicles.add.noKeyList')}
          description={
            <Flex vertical gap={4}>
              <span>{t('vehicles.add.noKeyListHow')}</span>
              <Link to="/about">{t('vehicles.add.source')}</Link>
            </Flex>
          }
        />
      )}
      <Card>
        {/* antd names the group "segmented control" in English and makes it a tab stop of its own that
            does nothing: Tab reaches the chosen option's radio, the arrow keys change it. */}
        <Segmented<Mode>
          aria-label={t('vehicles.add.searchBy')}
          tabIndex={-1}
          value={mode}
          onChange={setMode}
          options={[
            { value: 'key', label: t('vehicles.add.byKey') },
            { value: 'model', label: t('vehicles.add.byModel') },
          ]}
          style={{ marginBottom: 16 }}
        />
        <Form
          form={form}
          layout="vertical"
          initialValues={{ hsn, tsn, model }}
          scrollToFirstError={SCROLL_TO_FIRST_ERROR}
          onFinish={submit}
          requiredMark={false}
        >
          {mode === 'key' ? (
            <Flex gap={12} wrap align="flex-end">
              <Form.Item
                name="hsn"
                label={t('vehicles.add.hsn')}
                rules={[
                  {
                    required: true,
                    validator: async (_rule, value?: string) => {
                      if (!value || !isKeyListForm(value, keyListHsn)) throw new Error(t('vehicles.add.hsnInvalid'));
                    },
                  },
                ]}
                style={{ flex: '1 1 140px', marginBottom: 12 }}
              >
                <Input inputMode="numeric" autoComplete="off" />
              </Form.Item>
              <Form.Item
                name="tsn"
                label={t('vehicles.add.tsn')}
                rules={[
                  {
                    validator: async (_rule, value?: string) => {
                      if (value && !isKeyListForm(value, keyListTsn)) throw new Error(t('vehicles.add.tsnInvalid'));
                    },
                  },
                ]}
                normalize={(value: string) => value.toUpperCase()}
                style={{ flex: '1 1 140px', marginBottom: 12 }}
              >
                <Input autoComplete="off" />
              </Form.Item>
              {searchButton}
            </Flex>
          ) : (
            <Flex gap={12} wrap align="flex-end">
              <Form.Item
                name="model"
                label={t('vehicles.add.model')}
                rules={[{ required: true, min: 2, whitespace: true, message: t('vehicles.add.modelTooShort') }]}
                style={{ flex: '1 1 280px', marginBottom: 12 }}
              >
                <Input autoComplete="off" />
              </Form.Item>
              {searchButton}
            </Flex>
          )}
        </Form>
        <Flex gap={8} wrap>
          <Button
            icon={<EditOutlined aria-hidden />}
            onClick={manual}
            style={{ whiteSpace: 'normal', height: 'auto', paddingBlock: 6, textAlign: 'start' }}
          >
            {t('vehicles.add.manual')}
          </Button>
          <Button
            icon={<CameraOutlined aria-hidden />}
            onClick={ocr}
            style={{ whiteSpace: 'normal', height: 'auto', paddingBlock: 6, textAlign: 'start' }}
          >
            {t('vehicles.ocr.choice')}
          </Button>
        </Flex>
      </Card>
      {searching && (
        <Card title={t('vehicles.add.results')}>
          {results.data?.meta.hasMore && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 8 }}
              title={t('vehicles.add.more', { shown: results.data.meta.shown, total: results.data.meta.total })}
            />
          )}
          <List<NameGroup>
            loading={results.isFetching}
            dataSource={groups}
            rowKey={(group) => `${group.make}\u0000${group.model}`}
            // In the secondary text colour: antd's own empty text grey has a contrast of 1.83:1.
            locale={{
              emptyText: (
                <Typography.Text type="secondary">
                  {results.data?.meta.imported === false
                    ? t(loadingList ? 'vehicles.add.keyListLoading' : 'vehicles.add.noKeyList')
                    : t('vehicles.add.noResults')}
                </Typography.Text>
              ),
            }}
            renderItem={(group) => <NameGroupItem group={group} onChoose={choose} />}
          />
        </Card>
      )}
      <Typography.Text type="secondary">
        <Link to="/about">{t('vehicles.add.source')}</Link>
      </Typography.Text>
    </Flex>
  );
}
