import { wishaDetail, type ScoreDocument } from '@ergo/contracts';
import { Alert, Stack, Text } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The lines of the note, in the order of the factors table: the rule's own factors, then ours. */
const SOURCE_KEYS = ['sources_method', 'sources_grip', 'sources_environment'] as const;

/**
 * Under a lift's score: where WISHA's numbers come from (the Washington L&I calculator of WAC
 * 296-62-05174 App. B) and which two factors are ErgoAssess's own additions to it, with why, so a
 * reader can tell the rule from the product (issue 30). Nothing is shown for a non-WISHA result.
 */
export function WishaSourcesNote({ result }: { result: ScoreDocument }) {
  const { t } = useTranslation();
  if (!wishaDetail.safeParse(result.detail).success) return null;
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconBook2 size={18} />}
      title={t('methodResults.wisha.sources_title')}
      data-testid="wisha-sources"
    >
      <Stack gap={6}>
        {SOURCE_KEYS.map((key) => (
          <Text key={key} size="xs">
            {t(`methodResults.wisha.${key}`)}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
