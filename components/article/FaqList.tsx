// FAQ items as an accordion. Answers are tenant HTML, sanitised on the server like articles.
import { useId } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { FaqItem } from '@/contract';
import ArticleHtml from './ArticleHtml';

export default function FaqList({ items }: { items: FaqItem[] }) {
  const baseId = useId();
  return (
    <div>
      {items.map((item, i) => (
        <Accordion key={`${i}-${item.question}`} disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${baseId}-q${i}`}
            aria-controls={`${baseId}-a${i}`}
          >
            <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1rem' }}>{item.question}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`${baseId}-a${i}`} role="region" aria-labelledby={`${baseId}-q${i}`}>
            <ArticleHtml html={item.answer} />
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
