import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Slogan } from '@/contract';

/** The tenant's slogan: the page's main heading when present. */
export default function SloganBlock({ slogan }: { slogan: Slogan }) {
  return (
    <Box component="header" sx={{ textAlign: 'center', py: { xs: 1, md: 2 } }}>
      {slogan.title && (
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', md: '2.125rem' } }}>
          {slogan.title}
        </Typography>
      )}
      {slogan.subtitle && (
        <Typography component="p" variant="subtitle1" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {slogan.subtitle}
        </Typography>
      )}
    </Box>
  );
}
