import type { QecResultDocument } from '@ergo/contracts';
import { Accordion, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StepLine } from '../../assessment-detail';
import { itemsOf, letterOf, QEC_EXPOSURES, type Exposure } from '../lib/exposures';

/** "H. Heaviest weight handled: Heavy (11 to 20 kg)" */
function AnswerLine({ item, code }: { item: string; code: string | undefined }) {
  const { t } = useTranslation();
  const letter = letterOf(item);
  const name = t(`surveys.qec.items.${item}`);
  return (
    <List.Item>
      <Text span size="sm" fw={600}>
        {letter ? `${letter}. ${name}` : name}
      </Text>
      <Text span size="sm">
        {': '}
        {code ? t(`methods.qec.fields.${item}.options.${code}`, { defaultValue: code }) : '—'}
      </Text>
    </List.Item>
  );
}

/**
 * How each exposure score was reached: the answers it was made from, then the scorer's steps
 * (which pair table, which row and column, the sum and its band); then the overall exposure.
 */
export function QecExplanation({ result }: { result: QecResultDocument }) {
  const { t } = useTranslation();
  const stepsOf = (part: Exposure | null) =>
    result.explanation.filter((step) => step.part === part);
  const overall = stepsOf(null);
  return (
    <Card withBorder padding="lg" data-testid="qec-explanation">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('surveys.qec.result.explanation')}
        </Title>
        <Accordion multiple variant="separated" chevronPosition="left">
          {QEC_EXPOSURES.map((exposure) => {
            const { score, level } = result.exposures[exposure];
            return (
              <Accordion.Item key={exposure} value={exposure} data-testid={`exposure-${exposure}`}>
                <Accordion.Control data-testid={`explain-${exposure}`}>
                  <Group gap="xs">
                    <Text fw={600} size="sm">
                      {t(`qec.exposures.${exposure}`)}
                    </Text>
                    <Text size="sm">{`${score} · ${t(`heatMap.levels.${level}`)}`}</Text>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="sm">
                    <Stack gap={4}>
                      <Text size="sm" fw={600}>
                        {t('surveys.qec.result.answers_used')}
                      </Text>
                      <List spacing={2}>
                        {itemsOf(exposure, result).map((item) => (
                          <AnswerLine key={item} item={item} code={result.answers[item]} />
                        ))}
                      </List>
                    </Stack>
                    <Stack gap={6}>
                      <Text size="sm" fw={600}>
                        {t('surveys.qec.result.steps')}
                      </Text>
                      {stepsOf(exposure).map((step, index) => (
                        <StepLine key={`${step.id}-${index}`} step={step} />
                      ))}
                    </Stack>
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
          {overall.length > 0 ? (
            <Accordion.Item value="overall">
              <Accordion.Control data-testid="explain-overall">
                <Text fw={600} size="sm">
                  {t('surveys.qec.result.overall')}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap={6}>
                  {overall.map((step, index) => (
                    <StepLine key={`${step.id}-${index}`} step={step} />
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ) : null}
        </Accordion>
      </Stack>
    </Card>
  );
}
