// How-to-use in its step form: a banner titled how-to-use, then one block per step with the image and
// the text on alternating sides; on phones each block stacks (image first). Sides are logical (start/end), so
// the alternation mirrors itself in right-to-left locales.
import Image from 'next/image';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { HowToUse } from '@/contract';
import { canOptimise } from '@/components/home/imageSrc';
import { accentText } from '@/components/home/accentText';

export default function HowToUseSteps({ data, title }: { data: HowToUse; title: string }) {
  const { t } = useTranslation('article');
  return (
    <Box component="article">
      {/* Tenant banners carry their own artwork and often their own words: shown whole (3:1, as drawn), with
          the page title beneath rather than on top. Without a banner the title sits in a band of the theme colour. */}
      <Box component="header">
        {data.bannerImage ? (
          <>
            <Box sx={{ position: 'relative', aspectRatio: '3 / 1', bgcolor: 'action.hover' }}>
              <Image
                src={data.bannerImage}
                unoptimized={!canOptimise(data.bannerImage)}
                alt=""
                fill
                priority
                sizes="100vw"
                style={{ objectFit: 'cover' }}
              />
            </Box>
            <Typography
              component="h1"
              variant="h4"
              sx={{
                textAlign: 'center',
                fontWeight: 700,
                pt: { xs: 3, md: 5 },
                pb: { xs: 1, md: 2 },
                px: 2,
                fontSize: { xs: '1.6rem', md: '2.25rem' },
              }}
            >
              {title}
            </Typography>
          </>
        ) : (
          <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 8 }, px: 2 }}>
            <Typography
              component="h1"
              variant="h3"
              sx={{ textAlign: 'center', fontWeight: 700, fontSize: { xs: '1.75rem', md: '2.75rem' } }}
            >
              {title}
            </Typography>
          </Box>
        )}
      </Box>

      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {data.steps.map((step, i) => {
          const reversed = i % 2 === 1;
          return (
            <Box
              component="li"
              key={`${i}-${step.stepName}`}
              aria-label={t('howToUse.step', { number: i + 1 })}
              sx={{
                position: 'relative',
                py: { xs: 4, md: 7 },
                bgcolor: reversed ? 'action.hover' : 'transparent',
                overflow: 'hidden',
              }}
            >
              {step.backgroundImage && (
                <Image
                  src={step.backgroundImage}
                  unoptimized={!canOptimise(step.backgroundImage)}
                  alt=""
                  fill
                  sizes="100vw"
                  style={{ objectFit: 'cover', opacity: 0.12 }}
                />
              )}
              <Container
                maxWidth="lg"
                sx={{
                  position: 'relative',
                  display: 'flex',
                  alignItems: 'center',
                  gap: { xs: 3, md: 6 },
                  flexDirection: { xs: 'column', md: reversed ? 'row-reverse' : 'row' },
                }}
              >
                {step.stepImage && (
                  <Box
                    sx={{ position: 'relative', width: { xs: '100%', md: '50%' }, aspectRatio: '4 / 3', flexShrink: 0 }}
                  >
                    <Image
                      src={step.stepImage}
                      unoptimized={!canOptimise(step.stepImage)}
                      alt={step.stepName}
                      fill
                      sizes="(max-width: 900px) 100vw, 600px"
                      style={{ objectFit: 'contain' }}
                    />
                  </Box>
                )}
                <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
                  <Typography
                    variant="overline"
                    component="p"
                    sx={{ color: accentText, fontWeight: 700, letterSpacing: 1 }}
                  >
                    {t('howToUse.step', { number: i + 1 })}
                  </Typography>
                  <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
                    {step.stepName}
                  </Typography>
                  {step.stepRemark && (
                    <Typography component="p" sx={{ color: 'text.secondary', fontWeight: 500, mb: 1.5 }}>
                      {step.stepRemark}
                    </Typography>
                  )}
                  {step.stepDesc && (
                    <Typography component="p" sx={{ whiteSpace: 'pre-line', lineHeight: 1.75 }}>
                      {step.stepDesc}
                    </Typography>
                  )}
                </Box>
              </Container>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
