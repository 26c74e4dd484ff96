import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  CopyButton,
  Group,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';

/**
 * A public link to give out: the address to copy, a QR code to scan with a phone, and how long it
 * works. The address is shown as text too, so it can be read out or typed.
 */
export function PublicLink({
  url,
  qrLabel,
  children,
}: {
  url: string;
  /** what the QR code is, for a screen reader */
  qrLabel: string;
  /** under the address: until when it works */
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-start" gap="lg" wrap="wrap" data-testid="public-link">
      <Stack gap="xs" style={{ flex: '1 1 260px' }}>
        <TextInput
          label={t('surveys.link.address')}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          data-testid="public-link-url"
          rightSectionWidth={40}
          rightSection={
            <CopyButton value={url} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('surveys.link.copied') : t('surveys.link.copy')}>
                  <ActionIcon
                    variant="subtle"
                    color={copied ? 'teal' : 'gray'}
                    onClick={copy}
                    aria-label={t('surveys.link.copy')}
                  >
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          }
        />
        <Group gap="sm">
          <CopyButton value={url} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                color={copied ? 'teal.9' : 'blue.8'}
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                onClick={copy}
                data-testid="copy-link"
              >
                {copied ? t('surveys.link.copied') : t('surveys.link.copy')}
              </Button>
            )}
          </CopyButton>
          <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm" c="blue.8">
            <Group gap={4} component="span">
              {t('surveys.link.open')}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        </Group>
        {children}
      </Stack>
      <Stack gap={4} align="center">
        <Box
          p={6}
          bg="white"
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
        >
          <QRCodeSVG
            value={url}
            size={148}
            marginSize={1}
            title={qrLabel}
            role="img"
            aria-label={qrLabel}
            data-testid="public-link-qr"
          />
        </Box>
        <Text size="xs" c="gray.7" ta="center" maw={170}>
          {t('surveys.link.scan')}
        </Text>
      </Stack>
    </Group>
  );
}
