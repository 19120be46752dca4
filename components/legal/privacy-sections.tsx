import { Link } from "@/components/ui/link";
import { PrivacyCollection } from "./privacy-collection";

export function PrivacySections() {
  return (
    <>
      <h2 id="at-a-glance">At a glance</h2>
      <ul>
        <li>No advertising trackers, and we never sell, rent or trade your data.</li>
        <li>
          The tools, blog and ebooks work without an account, and we do not store what you type into a tool.
        </li>
        <li>The PDF tools run in your browser: your files never leave your device.</li>
        <li>
          For counts and rate limits we keep salted hashes of IP addresses, never the addresses themselves.
        </li>
        <li>Cookies are set only for signed-in users, to keep them signed in.</li>
      </ul>

      <PrivacyCollection />

      <h2 id="who-receives-it">Who else receives your data</h2>
      <p>
        We do not sell personal data or share it for marketing. It reaches others only where running the site
        requires it:
      </p>
      <ul>
        <li>
          <strong>Hosting and database providers</strong> that run the site and store the data described above
          on our behalf.
        </li>
        <li>
          <strong>An e-mail delivery service</strong>, when one is configured, to send the newsletter,
          password-reset e-mails and replies to your messages.
        </li>
        <li>
          <strong>An AI provider</strong>, when one is configured, which receives tool inputs as described
          above and nothing else.
        </li>
        <li>
          <strong>A privacy-friendly analytics service</strong>, when one is configured, which receives the
          aggregate visit information described above.
        </li>
        <li>
          <strong>Authorities</strong>, only when the law requires us to disclose information.
        </li>
      </ul>
      <p>
        Some of these providers may process data in other countries. Where the law requires it, we rely on
        safeguards such as the standard contractual clauses approved by the European Commission.
      </p>

      <h2 id="security">How we protect it</h2>
      <p>
        Passwords are stored only as one-way hashes, session cookies cannot be read by scripts, sign-in is
        locked for a while after repeated failed attempts, and access to the back office is limited to
        administrators. No system is perfectly secure, but we collect little precisely so that there is little
        to lose.
      </p>

      <h2 id="your-rights">Your rights</h2>
      <p>Depending on where you live, you have the right to:</p>
      <ul>
        <li>ask what personal data we hold about you and get a copy of it;</li>
        <li>have it corrected if it is wrong, or deleted;</li>
        <li>object to or restrict how we use it;</li>
        <li>withdraw your consent at any time, for example by unsubscribing from the newsletter;</li>
        <li>complain to your local data protection authority.</li>
      </ul>
      <p>
        To use any of these rights, write to us through the <Link href="/contact">contact page</Link>. We may
        ask you to confirm that you control the e-mail address concerned before we act, and we answer within
        one month. Hashed IP records cannot be linked to a name, so they are not something we can look up for
        you.
      </p>

      <h2 id="children">Children</h2>
      <p>
        Creatorkit is not meant for children under 13, and we do not knowingly collect their personal data. If
        you believe a child has given us personal data, tell us through the contact page and we will delete
        it.
      </p>

      <h2 id="changes">Changes to this policy</h2>
      <p>
        When we change what we collect or how we use it, we update this page and the date at the top. If a
        change is significant, we also say so on the site, and we e-mail newsletter subscribers when it
        affects them.
      </p>

      <h2 id="contact">Contact</h2>
      <p>
        Questions about this policy or your data? Reach us through the{" "}
        <Link href="/contact">contact page</Link>. See also our{" "}
        <Link href="/terms-of-service">terms of service</Link> and <Link href="/disclaimer">disclaimer</Link>.
      </p>
    </>
  );
}
