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
        // Each question is a heading right under the page's h1: MUI wraps the summary in a heading element
        // (h3 unless told), so that wrapper is the h2 and the text inside it plain.
        <Accordion
          key={`${i}-${item.question}`}
          disableGutters
          variant="outlined"
          slotProps={{ heading: { component: 'h2' } }}
          sx={{ '&:not(:last-of-type)': { borderBottom: 0 }, '& .MuiAccordion-heading': { margin: 0 } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${baseId}-q${i}`} aria-controls={`${baseId}-a${i}`}>
            <Typography component="span" sx={{ fontWeight: 600, fontSize: '1rem' }}>
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`${baseId}-a${i}`} role="region" aria-labelledby={`${baseId}-q${i}`}>
            <ArticleHtml html={item.answer} />
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
