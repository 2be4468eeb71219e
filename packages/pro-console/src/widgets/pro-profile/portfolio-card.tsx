import { DESIGNER_PROFILE_MESSAGES, type ProProfile } from '@showroom/contract/pro';
import { mediaUrl, notify } from '@showroom/core';
import { addPortfolioPicture, removePortfolioPicture } from '../../api/pro-calls.ts';
import { ProPictureDropzone } from '../picture-dropzone/pro-picture-dropzone.tsx';
import { RemovePictureButton } from '../picture-dropzone/remove-picture-button.tsx';

/** The portfolio: the pictures so far, each removable, and the dropzone for one more (until it is full). */
export function PortfolioCard({
  profile,
  onChange,
}: {
  profile: ProProfile;
  onChange: (p: ProProfile) => void;
}) {
  const full = profile.portfolio.length >= profile.max_portfolio_pictures;
  return (
    <section className="sr-page-card" aria-labelledby="sr-portfolio-heading">
      <h2 id="sr-portfolio-heading" className="sr-page-card__heading">
        Portfolio ({profile.portfolio.length} of {profile.max_portfolio_pictures})
      </h2>
      {profile.portfolio.length === 0 ? (
        <p>{DESIGNER_PROFILE_MESSAGES.portfolioEmpty}</p>
      ) : (
        <ul className="sr-console__portfolio">
          {profile.portfolio.map((picture, index) => (
            <li key={picture.id}>
              <img src={mediaUrl(picture.url)} alt={`Portfolio work ${index + 1}`} loading="lazy" />
              <RemovePictureButton
                remove={async () => {
                  const answer = await removePortfolioPicture(picture.id);
                  onChange(answer.data);
                  notify.success(answer.message);
                }}
              >
                Remove picture {index + 1}
              </RemovePictureButton>
            </li>
          ))}
        </ul>
      )}
      <ProPictureDropzone
        kind="portfolio"
        prompt={full ? 'Your portfolio is full: remove a picture first' : 'Drop a portfolio picture here'}
        disabled={full}
        onUpload={async (file) => {
          const answer = await addPortfolioPicture(file);
          onChange(answer.data);
          notify.success(answer.message);
        }}
      />
    </section>
  );
}
