import { QEC_WORKER_QUESTIONS, type QecSubmission, type QecSummary } from '@ergo/contracts';
import { Card, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../lib/dates';
import { letterOf } from '../lib/exposures';

const optionKey = (question: string, code: string) =>
  `methods.qec.fields.${question}.options.${code}`;

/** One answer, and under it what the worker wrote in the box the answer opened (as plain text). */
function AnswerCell({ submission, question }: { submission: QecSubmission; question: string }) {
  const { t } = useTranslation();
  const code = submission.answers[question];
  const box = QEC_WORKER_QUESTIONS.find((item) => item.name === question)?.details;
  const details = box ? submission[box] : null;
  return (
    <Table.Td>
      <Text size="sm">{code ? t(optionKey(question, code), { defaultValue: code }) : '—'}</Text>
      {details ? (
        <Text size="xs" c="gray.7" mt={2} style={{ whiteSpace: 'pre-wrap' }}>
          {`${t(`surveys.qec.items.${box}`)}: ${details}`}
        </Text>
      ) : null}
    </Table.Td>
  );
}

const questionTitle = (t: (key: string) => string, question: string) => {
  const letter = letterOf(question);
  const name = t(`surveys.qec.items.${question}`);
  return letter ? `${letter}. ${name}` : name;
};

/**
 * The workers' answers (GET …/summary/): one row per submission with the worker's details and
 * each answer, the detail boxes shown as text; then how many workers gave each answer.
 */
export function QecWorkers({ summary }: { summary: QecSummary }) {
  const { t, i18n } = useTranslation();
  const total = summary.workers_count;
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" data-testid="workers-answers">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('surveys.qec.workers.title', {
              number: total.toLocaleString(i18n.language),
            })}
          </Title>
          <Table.ScrollContainer minWidth={1300}>
            <Table verticalSpacing="xs" striped withTableBorder>
              <Table.Caption c="gray.7">{t('surveys.qec.workers.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('surveys.qec.workers.who')}</Table.Th>
                  <Table.Th>{t('methods.qec.fields.job_title.label')}</Table.Th>
                  <Table.Th>{t('methods.qec.fields.gender.label')}</Table.Th>
                  <Table.Th>{t('methods.qec.fields.age.label')}</Table.Th>
                  <Table.Th>{t('methods.qec.fields.working_years.label')}</Table.Th>
                  {QEC_WORKER_QUESTIONS.map(({ name }) => (
                    <Table.Th key={name}>{questionTitle(t, name)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {summary.submissions.map((submission, index) => (
                  <Table.Tr key={submission.id} data-testid="worker-row">
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {t('surveys.qec.workers.worker', {
                          number: summary.submissions.length - index,
                        })}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {formatInstant(submission.submitted_at, i18n.language)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{submission.job_title}</Table.Td>
                    <Table.Td>
                      {t(optionKey('gender', submission.gender), {
                        defaultValue: submission.gender,
                      })}
                    </Table.Td>
                    <Table.Td>{submission.age.toLocaleString(i18n.language)}</Table.Td>
                    <Table.Td>{submission.working_years.toLocaleString(i18n.language)}</Table.Td>
                    {QEC_WORKER_QUESTIONS.map(({ name }) => (
                      <AnswerCell key={name} submission={submission} question={name} />
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Card>
      <Card withBorder padding="lg" data-testid="answers-distribution">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('surveys.qec.workers.distribution')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {QEC_WORKER_QUESTIONS.map(({ name }) => {
              const counts = summary.distribution[name] ?? {};
              return (
                <Stack key={name} gap={6} data-testid={`distribution-${name}`}>
                  <Title order={3} size="h6">
                    {questionTitle(t, name)}
                  </Title>
                  {Object.entries(counts).map(([code, count]) => {
                    const label = t(optionKey(name, code), { defaultValue: code });
                    const text = t('surveys.qec.workers.count', {
                      number: count.toLocaleString(i18n.language),
                      total: total.toLocaleString(i18n.language),
                    });
                    return (
                      <Stack key={code} gap={2}>
                        <Text size="xs">
                          {label}
                          <Text span size="xs" fw={700}>
                            {` · ${text}`}
                          </Text>
                        </Text>
                        <Progress
                          value={total > 0 ? (count / total) * 100 : 0}
                          size="sm"
                          color="blue.8"
                          aria-label={`${label}: ${text}`}
                        />
                      </Stack>
                    );
                  })}
                </Stack>
              );
            })}
          </SimpleGrid>
        </Stack>
      </Card>
    </Stack>
  );
}
