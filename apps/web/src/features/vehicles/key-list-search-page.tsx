import { CameraOutlined, EditOutlined } from '@ant-design/icons';
import type { KeyListEntry } from '@kontor/domain/key-list';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Segmented, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { AddSteps } from './add-steps';
import { KeyListResults, type NameGroup } from './key-list-results';
import { KeyListSearchForm, type SearchMode } from './key-list-search-form';
import { useDemo } from './use-demo';
import { vehiclesApi } from './vehicles.api';

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
  const [mode, setMode] = useState<SearchMode>(params.has('model') ? 'model' : 'key');

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

  const groups = useMemo(() => groupByName(results.data?.data ?? []), [results.data]);

  const choose = (entry: KeyListEntry) => (demo.isDemo ? demo.askToVerify() : navigate(`/vehicles/finish-search/${entry.id}`));
  const manual = () => (demo.isDemo ? demo.askToVerify() : navigate('/vehicles/manual-add'));
  const ocr = () => (demo.isDemo ? demo.askToVerify() : navigate('/vehicles/ocr'));
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
        <Segmented<SearchMode>
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
        <KeyListSearchForm mode={mode} initialValues={{ hsn, tsn, model }} onSearch={setParams} />
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
        <KeyListResults
          groups={groups}
          loading={results.isFetching}
          more={results.data?.meta.hasMore ? results.data.meta : null}
          emptyText={
            results.data?.meta.imported === false
              ? t(loadingList ? 'vehicles.add.keyListLoading' : 'vehicles.add.noKeyList')
              : t('vehicles.add.noResults')
          }
          onChoose={choose}
        />
      )}
      <Typography.Text type="secondary">
        <Link to="/about">{t('vehicles.add.source')}</Link>
      </Typography.Text>
    </Flex>
  );
}
