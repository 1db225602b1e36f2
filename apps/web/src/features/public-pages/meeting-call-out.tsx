import { MEETING_BUTTON_LABEL } from '../../content/contact';
import { buttonClass } from './button-styles';
import { WhatsAppLink } from './whatsapp-link';

interface MeetingCallOutProps {
  heading: string;
  text: string;
  /** Message prefilled in the WhatsApp chat. */
  message: string;
}

/** A navy band inviting to schedule a meeting: 'Agende uma reunião' opens WhatsApp in a new tab. */
export function MeetingCallOut({ heading, text, message }: MeetingCallOutProps) {
  return (
    <section aria-labelledby="agende-reuniao" className="bg-navy px-4 py-14 text-white sm:px-6 lg:px-8">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 text-center md:flex-row md:justify-between md:text-left">
        <div className="max-w-2xl">
          <h2 id="agende-reuniao" className="text-2xl font-bold sm:text-3xl">
            {heading}
          </h2>
          <p className="mt-3 text-white/85">{text}</p>
        </div>
        <WhatsAppLink message={message} className={buttonClass('on-dark', 'shrink-0 text-base')}>
          {MEETING_BUTTON_LABEL}
        </WhatsAppLink>
      </div>
    </section>
  );
}
