import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { EQUIPMENT_LINE_MAX, EQUIPMENT_LINES_MAX } from '@kontor/domain/vehicles';
import { Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The equipment as free lines: add and remove lines with buttons, or press Enter in a line to add
 * the next one (the form is not submitted by it), so a dealer types a list without the mouse.
 */
export function EquipmentList() {
  const { t } = useTranslation();
  // The line that should take the focus once it exists (the one just added).
  const [focusLine, setFocusLine] = useState<number | null>(null);
  return (
    <Form.Item label={t('vehicles.form.equipment')} extra={t('vehicles.form.equipmentHint')} style={{ marginBottom: 16 }}>
      <Form.List name="equipment">
        {(fields, { add, remove }) => (
          <Flex vertical gap={8}>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} align="center">
                {/* A line over its limit is refused with the limit named (under the list), never cut. */}
                <Form.Item name={field.name} noStyle rules={[{ max: EQUIPMENT_LINE_MAX, message: t('errors.9318') }]}>
                  <Input
                    aria-label={t('vehicles.form.equipmentLine', { line: index + 1 })}
                    autoComplete="off"
                    autoFocus={index === focusLine}
                    onPressEnter={(event) => {
                      event.preventDefault();
                      if (fields.length >= EQUIPMENT_LINES_MAX) return;
                      add('', index + 1);
                      setFocusLine(index + 1);
                    }}
                  />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('vehicles.form.equipmentRemove', { line: index + 1 })}
                  onClick={() => {
                    remove(field.name);
                    setFocusLine(null);
                  }}
                />
              </Flex>
            ))}
            {fields.length < EQUIPMENT_LINES_MAX && (
              <Button
                type="dashed"
                icon={<PlusOutlined aria-hidden />}
                onClick={() => {
                  add('');
                  setFocusLine(fields.length);
                }}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('vehicles.form.equipmentAdd')}
              </Button>
            )}
          </Flex>
        )}
      </Form.List>
    </Form.Item>
  );
}
