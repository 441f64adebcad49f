// How-to-use in its step form: a banner titled how-to-use, then one block per step with the image and
// the text on alternating sides; on phones each block stacks (image first). Sides are logical (start/end), so
// the alternation mirrors itself in right-to-left locales.
import FillImage from '@/components/common/FillImage';
import { useTranslation } from 'next-i18next/pages';
import type { HowToUse } from '@/contract';
import { canOptimise } from '@/components/home/imageSrc';
import styles from './HowToUseSteps.module.css';

export default function HowToUseSteps({ data, title }: { data: HowToUse; title: string }) {
  const { t } = useTranslation('article');
  return (
    <article>
      {/* Tenant banners carry their own artwork and often their own words: shown whole (3:1, as drawn), with
          the page title beneath rather than on top. Without a banner the title sits in a band of the theme colour. */}
      <header>
        {data.bannerImage ? (
          <>
            <div className={styles.banner}>
              <FillImage
                src={data.bannerImage}
                unoptimized={!canOptimise(data.bannerImage)}
                alt=""
                preload
                sizes="100vw"
                style={{ objectFit: 'cover' }}
              />
            </div>
            <h1 className={styles.titleUnderBanner}>{title}</h1>
          </>
        ) : (
          <div className={styles.band}>
            <h1 className={styles.titleInBand}>{title}</h1>
          </div>
        )}
      </header>

      <ol className={styles.steps}>
        {data.steps.map((step, i) => {
          const reversed = i % 2 === 1;
          return (
            <li
              key={`${i}-${step.stepName}`}
              aria-label={t('howToUse.step', { number: i + 1 })}
              className={reversed ? `${styles.step} ${styles.reversed}` : styles.step}
            >
              {step.backgroundImage && (
                <FillImage
                  src={step.backgroundImage}
                  unoptimized={!canOptimise(step.backgroundImage)}
                  alt=""
                  sizes="100vw"
                  style={{ objectFit: 'cover', opacity: 0.12 }}
                />
              )}
              <div className={styles.row}>
                {step.stepImage && (
                  <div className={styles.image}>
                    <FillImage
                      src={step.stepImage}
                      unoptimized={!canOptimise(step.stepImage)}
                      alt={step.stepName}
                      sizes="(max-width: 900px) 100vw, 600px"
                      style={{ objectFit: 'contain' }}
                    />
                  </div>
                )}
                <div className={styles.text}>
                  <p className={styles.number}>{t('howToUse.step', { number: i + 1 })}</p>
                  <h2 className={styles.name}>{step.stepName}</h2>
                  {step.stepRemark && <p className={styles.remark}>{step.stepRemark}</p>}
                  {step.stepDesc && <p className={styles.description}>{step.stepDesc}</p>}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
    </article>
  );
}
