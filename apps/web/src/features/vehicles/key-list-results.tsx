import type { KeyListEntry } from '@kontor/domain/key-list';
import { Alert, Button, Card, Flex, List, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** One trade name of the results with all its HSN/TSN pairs, in the order the server ranked them. */
export type NameGroup = { make: string; model: string; entries: KeyListEntry[] };

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

type ResultsProps = {
  groups: NameGroup[];
  loading: boolean;
  /** The server's count of what it found, when it showed only the first of them. */
  more: { shown: number; total: number } | null;
  /** Why the list is empty: no key list (loading or not imported), or no match. */
  emptyText: string;
  onChoose(entry: KeyListEntry): void;
};

/** The search's results, grouped by trade name. */
export function KeyListResults({ groups, loading, more, emptyText, onChoose }: ResultsProps) {
  const { t } = useTranslation();
  return (
    <Card title={t('vehicles.add.results')}>
      {more && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 8 }}
          title={t('vehicles.add.more', { shown: more.shown, total: more.total })}
        />
      )}
      <List<NameGroup>
        loading={loading}
        dataSource={groups}
        rowKey={(group) => `${group.make}\u0000${group.model}`}
        // In the secondary text colour: antd's own empty text grey has a contrast of 1.83:1.
        locale={{ emptyText: <Typography.Text type="secondary">{emptyText}</Typography.Text> }}
        renderItem={(group) => <NameGroupItem group={group} onChoose={onChoose} />}
      />
    </Card>
  );
}
