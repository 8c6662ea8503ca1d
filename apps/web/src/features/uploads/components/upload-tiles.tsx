// Upload step 1's five tiles (spec §2): each type present or absent, required or optional, with its upload link.
import { Badge, Button, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { REQUIRED_UPLOADS, UPLOAD_TYPES, type UploadStatusAnswer } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';

export function UploadTiles({
  applicationId,
  status,
}: {
  applicationId: string;
  status: UploadStatusAnswer;
}) {
  const { t } = useTranslation('uploads');
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, md: 3 }}
      spacing="md"
      component="ul"
      className="upload-tiles"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {UPLOAD_TYPES.map((type) => {
        const present = status.data[type] === 'present';
        const name = t(`types.${type}`);
        const required = (REQUIRED_UPLOADS as readonly string[]).includes(type);
        return (
          <Card component="li" key={type} withBorder padding="md" aria-label={name}>
            <Text fw={600}>{name}</Text>
            <Group gap="xs" mt="xs">
              <Badge color={present ? 'teal.9' : 'gray.8'} variant={present ? 'filled' : 'outline'}>
                {t(present ? 'step1.present' : 'step1.absent')}
              </Badge>
              <Badge color={required ? 'blue.9' : 'gray.8'} variant="outline">
                {t(required ? 'step1.required' : 'step1.optional')}
              </Badge>
            </Group>
            {present && status.files[type] && (
              <Text size="sm" mt="xs" c="gray.7">
                {status.files[type].fileName}
              </Text>
            )}
            {!status.locked && (
              <Button
                component={Link}
                to={paths.uploadFilesStep2.build({ type, applicationId })}
                variant={present ? 'default' : 'filled'}
                mt="sm"
                h="auto"
                py={8}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
              >
                {t(present ? 'step1.replace' : 'step1.upload', { type: name })}
              </Button>
            )}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
