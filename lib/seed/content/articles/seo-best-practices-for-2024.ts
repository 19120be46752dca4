export const seoBestPracticesFor2024 = `<p>Search engine optimisation keeps changing on the surface: new result layouts, AI-generated answers, algorithm updates with memorable names. Underneath, the fundamentals have stayed remarkably stable. Search engines want to send people to pages that answer their question quickly, credibly and pleasantly. This guide covers the SEO practices that matter most in 2024, in the order most sites should tackle them.</p>

<h2>1. Start with search intent, not keywords</h2>
<p>A keyword tells you what someone typed; intent tells you what they actually want. Before you write, search your target phrase and study the first page of results. Are they how-to guides, product pages, comparison lists or videos? That is the format searchers expect, and fighting it is an uphill battle.</p>
<ul>
  <li><strong>Informational:</strong> "how to write a meta description" calls for a clear, step-by-step guide.</li>
  <li><strong>Commercial:</strong> "best email marketing tools" calls for honest comparisons with pros and cons.</li>
  <li><strong>Transactional:</strong> "buy ergonomic office chair" calls for a product or category page.</li>
  <li><strong>Navigational:</strong> "Creatorkit caption generator" calls for the exact page being named.</li>
</ul>
<p>Choose one primary intent per page. Pages that try to serve every intent at once usually satisfy none of them.</p>

<h2>2. Show experience, expertise and trust</h2>
<p>Google's quality guidelines describe E-E-A-T: experience, expertise, authoritativeness and trustworthiness. It is not a single ranking factor, but it summarises what the ranking systems try to reward. In practice that means:</p>
<ul>
  <li>writing from first-hand experience, with original examples, photos, data or results;</li>
  <li>naming the author and explaining why they are qualified to write about the topic;</li>
  <li>citing reliable sources for facts and statistics;</li>
  <li>keeping contact details, policies and an about page easy to find.</li>
</ul>
<p>This matters even more now that AI-assisted content is everywhere. Generic summaries are cheap to produce, so pages that add something new stand out. Google's own <a href="https://developers.google.com/search/docs/fundamentals/creating-helpful-content">helpful content guidance</a> is worth reading in full.</p>

<h2>3. Get the on-page basics right</h2>
<p>On-page SEO is not glamorous, but it is the part you fully control. For every important page, check the following:</p>
<ol>
  <li><strong>Title tag:</strong> unique, descriptive and roughly 50 to 60 characters, with the main topic near the start.</li>
  <li><strong>Meta description:</strong> a clear summary of around 150 to 160 characters that gives searchers a reason to click. It does not directly affect rankings, but it does affect click-through.</li>
  <li><strong>One H1</strong> that matches the page's purpose, followed by logical H2 and H3 subheadings.</li>
  <li><strong>Clean URLs:</strong> short, lower-case and hyphenated, such as <em>/blog/seo-best-practices</em>.</li>
  <li><strong>Descriptive image alt text</strong> that helps both screen-reader users and image search.</li>
  <li><strong>Internal links</strong> from related pages using descriptive anchor text rather than "click here".</li>
</ol>

<h2>4. Write for people who skim</h2>
<p>Most visitors scan a page before deciding whether to read it. Put the answer near the top, then expand. Use short paragraphs, meaningful subheadings, numbered steps for processes and bullet lists for options. A page that answers its question in the first few lines is more likely to be selected for featured snippets and AI-generated summaries, and less likely to send visitors straight back to the results.</p>
<h3>A quick readability checklist</h3>
<ul>
  <li>Can a reader understand the main point from the headings alone?</li>
  <li>Is every paragraph doing one job?</li>
  <li>Have you removed filler introductions such as "In today's digital world"?</li>
  <li>Does the page end with a clear next step?</li>
</ul>

<h2>5. Make the page fast and stable</h2>
<p>Page experience will not rescue weak content, but a slow, jumpy page can sink a good one. Google measures real-user performance with <a href="https://web.dev/articles/vitals">Core Web Vitals</a>: Largest Contentful Paint for loading, Interaction to Next Paint for responsiveness (it replaced First Input Delay in March 2024) and Cumulative Layout Shift for visual stability.</p>
<ul>
  <li>Compress and correctly size images, and serve modern formats such as WebP or AVIF.</li>
  <li>Reserve space for images, embeds and ads so the layout does not jump.</li>
  <li>Reduce heavy third-party scripts, especially chat widgets and trackers you no longer use.</li>
  <li>Test on a mid-range phone over a mobile connection, not just on your laptop.</li>
</ul>

<h2>6. Help search engines understand your pages</h2>
<p>Technical SEO is about removing obstacles. Submit an XML sitemap, make sure important pages are not blocked by robots rules or noindex tags, use canonical tags to consolidate duplicate URLs and fix broken internal links. Structured data, written in JSON-LD, can make your pages eligible for rich results such as FAQs, how-to steps, reviews, products and articles. Only mark up content that is actually visible on the page, and validate it with Google's Rich Results Test.</p>

<h2>7. Earn links and mentions naturally</h2>
<p>Links from relevant, respected sites are still a strong signal, but the way to earn them has not changed: publish things worth referencing. Original research, free tools, templates, detailed case studies and clear explanations of confusing topics all attract links over time. Avoid buying links or joining link schemes; the short-term gains are not worth the risk of a manual action.</p>

<h2>8. Refresh and prune old content</h2>
<p>Many sites have more to gain from improving existing pages than from publishing new ones. Every few months, review your analytics and Search Console data:</p>
<ol>
  <li>Update pages that have slipped in rankings with current information, better examples and clearer structure.</li>
  <li>Merge thin articles that cover the same topic into one stronger guide, and redirect the old URLs.</li>
  <li>Remove or noindex pages that have no traffic, no links and no purpose.</li>
</ol>

<h2>Measure what matters</h2>
<p>Rankings fluctuate daily, so judge your SEO on trends rather than single days. Google Search Console shows the queries that bring you impressions and clicks, the pages that need attention and any indexing problems. Pair it with your analytics to see whether search visitors read, subscribe or buy. Track a small set of metrics, such as organic clicks, click-through rate on key pages and conversions from organic traffic, and review them monthly.</p>
<p>SEO in 2024 rewards the same thing it always has, only more strongly: pages made by people who understand their audience and genuinely help them. Get the fundamentals right, publish with real experience behind it and keep improving what you already have.</p>`;
