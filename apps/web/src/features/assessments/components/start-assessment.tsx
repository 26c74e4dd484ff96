import { Anchor, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconBuildingFactory2, IconClipboardPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { methodName } from '../../../components/method-name';
import { isCreatableType } from '../../../lib/assessment-kinds';
import { operationTasksQueryOptions } from '../../tasks';
import { useOperationChoices } from '../api/get-assessments';

/**
 * The one action of an empty assessments list: with no operation yet, create the first one;
 * otherwise pick the operation, the task and the method, and go to that task's new-assessment form.
 */
export function StartAssessmentAction() {
  const { t } = useTranslation();
  const operations = useOperationChoices();
  const [opened, setOpened] = useState(false);

  if (!operations.data) return null;
  if (operations.data.length === 0)
    return (
      <Button component={Link} to="/operations" leftSection={<IconBuildingFactory2 size={16} />}>
        {t('assessmentsList.empty_create_operation')}
      </Button>
    );
  return (
    <>
      <Button leftSection={<IconClipboardPlus size={16} />} onClick={() => setOpened(true)}>
        {t('assessmentsList.empty_start')}
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('assessmentsList.start.title')}
        centered
      >
        {opened ? (
          <StartAssessmentForm operations={operations.data} onCancel={() => setOpened(false)} />
        ) : null}
      </Modal>
    </>
  );
}

function StartAssessmentForm({
  operations,
  onCancel,
}: {
  operations: { id: string; name: string }[];
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [operation, setOperation] = useState<string | null>(operations[0]?.id ?? null);
  const [task, setTask] = useState<string | null>(null);
  const [type, setType] = useState<string | null>(null);
  const tasks = useQuery({
    ...operationTasksQueryOptions(operation ?? ''),
    enabled: operation !== null,
  });
  // Until a task is picked, the operation's newest one; its first method that can be started.
  const chosenTask = tasks.data?.find((item) => item.id === task) ?? tasks.data?.[0] ?? null;
  const types = (chosenTask?.assessment_types ?? []).filter(isCreatableType);
  const chosenType = type !== null && types.includes(type) ? type : (types[0] ?? null);

  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        {t('assessmentsList.start.body')}
      </Text>
      <Select
        label={t('assessmentsList.start.operation')}
        data={operations.map((item) => ({ value: item.id, label: item.name }))}
        value={operation}
        onChange={(value) => {
          setOperation(value);
          setTask(null);
          setType(null);
        }}
        allowDeselect={false}
        searchable
        nothingFoundMessage={t('common.nothing_found')}
        comboboxProps={{ withinPortal: true }}
      />
      {tasks.data && tasks.data.length === 0 ? (
        <Text size="sm" data-testid="start-no-tasks">
          {t('assessmentsList.start.no_tasks')}{' '}
          <Anchor component={Link} to={`/operations/${operation ?? ''}`} fw={600} c="blue.9">
            {t('assessmentsList.start.add_task')}
          </Anchor>
        </Text>
      ) : (
        <>
          <Select
            label={t('assessmentsList.start.task')}
            data={(tasks.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
            value={chosenTask?.id ?? null}
            onChange={(value) => {
              setTask(value);
              setType(null);
            }}
            allowDeselect={false}
            searchable
            disabled={!tasks.data}
            nothingFoundMessage={t('common.nothing_found')}
          />
          {chosenTask && types.length === 0 ? (
            <Text size="sm" c="gray.7">
              {t('assessmentsList.start.no_methods')}
            </Text>
          ) : (
            <Select
              label={t('assessmentsList.start.method')}
              data={types.map((value) => ({ value, label: methodName(t, value) }))}
              value={chosenType}
              onChange={setType}
              allowDeselect={false}
              disabled={types.length === 0}
            />
          )}
        </>
      )}
      <Group justify="flex-end" gap="sm" mt="xs">
        <Button variant="default" onClick={onCancel}>
          {t('assessmentsList.start.cancel')}
        </Button>
        <Button
          disabled={!operation || !chosenTask || !chosenType}
          onClick={() => {
            if (!operation || !chosenTask || !chosenType) return;
            void navigate(
              `/operations/${operation}/tasks/${chosenTask.id}/assessments/new?type=${chosenType}`,
            );
          }}
        >
          {t('assessmentsList.start.continue')}
        </Button>
      </Group>
    </Stack>
  );
}
