/**
 * The help pages' words in English (help center, parent guide, about us, what one drawing can
 * tell): long prose, so it is not in the `core` catalogue every page loads but in one module per
 * language, fetched by these pages only (../help-messages.ts). ICU MessageFormat, as the catalogue.
 * Values every message may use: {brand}, {weeks} (26), {attempts} (3), {everyWeeks} (4), {checkpoints} (6).
 */
export const help = {
  // Help Center
  'help.center.metaTitle': 'Help Center',
  'help.center.metaDescription': "Answers about {brand}'s {weeks}-week drawing plans: ages, weekly challenges, attempts, checkpoints and practice time.",
  'help.center.title': 'Help <underline>Center</underline>',
  'help.center.intro': "Quick answers about plans, weekly challenges and checkpoints. Can't find yours? We're a message away.",
  'help.center.faqTitle': 'Frequently asked questions',
  'help.center.moreTitle': 'Still have a question?',
  'help.center.moreText': "Write to us and we'll get back to you within 24 hours, or read our guide for parents.",
  'help.center.contact': 'Contact us',
  'help.center.readGuide': 'Read the Parent Guide',
  'help.faq.ages.question': 'Which ages is {brand} for?',
  'help.faq.ages.answer':
    "Children aged 3 to 10. Each plan is shaped around your child's age and the drawing you share when you set it up, so a four-year-old and a nine-year-old get very different challenges.",
  'help.faq.planLength.question': 'How long does a plan last?',
  'help.faq.planLength.answer':
    '{weeks} weeks, about 6 months. It is a one-time purchase, not a subscription, and you can go at your own pace: a missed week simply waits for you.',
  'help.faq.weekly.question': 'How often is there a new challenge?',
  'help.faq.weekly.answer':
    'One challenge a week. Each one comes with a short explanation for you, ideas to get your child started and, once a drawing is sent in, feedback on what went well and what to try next.',
  'help.faq.time.question': 'How much time does it take each week?',
  'help.faq.time.answer':
    'We suggest 20 to 30 minutes of drawing a week. Shorter, happy sessions are worth more than one long one, so feel free to split it up and stop while it is still fun.',
  'help.faq.attempts.question': 'Can my child try a challenge again?',
  'help.faq.attempts.answer':
    'Yes. Your child can send in up to {attempts} drawings for each challenge. Every attempt gets its own feedback, so you can see how a second or third try grows from the first.',
  'help.faq.checkpoints.question': 'What is a checkpoint?',
  'help.faq.checkpoints.answer':
    "Every {everyWeeks} weeks a checkpoint looks back at the drawings so far and estimates your child's drawing stage again. There are {checkpoints} in a plan. Each result is an estimate from a few drawings, not a diagnosis.",
  'help.faq.checkpoints.more': 'Our <guide>Parent Guide</guide> explains the drawing stages, and if anything worries you, <contact>write to us</contact>.',

  // Parent Guide
  'help.guide.metaTitle': 'Parent Guide',
  'help.guide.metaDescription':
    "How children's drawing develops from 3 to 10, how to talk about a drawing without judging it, the best materials, and how to photograph a drawing well.",
  'help.guide.title': 'Parent <underline>Guide</underline>',
  'help.guide.intro':
    '{tagline} This guide is about what comes next: how drawing grows, how to encourage it, and how to make the most of your weekly challenges.',
  'help.guide.contents': 'On this page',
  'help.guide.stages.title': 'Drawing stages by age',
  'help.guide.talking.title': 'Talking about a drawing',
  'help.guide.materials.title': 'Materials that help',
  'help.guide.photos.title': 'Photographing a drawing well',
  'help.guide.weekly.title': "Using {brand}'s weekly challenges",
  'help.guide.results.title': 'What the results mean',

  'help.stages.intro':
    "Children's drawings change in a fairly predictable order. The art educator Viktor Lowenfeld described four stages that matter for ages 3 to 10. The ages vary widely: many children sit between two stages or move back and forth, and that is completely normal.",
  'help.stages.whatYouSee': 'What you might see:',
  'help.stages.howToHelp': 'How to help:',
  'help.stages.scribbling.name': 'Scribbling',
  'help.stages.scribbling.ages': 'about 2 to 4',
  'help.stages.scribbling.see':
    'Lines, loops and dots for the joy of moving the crayon. Later, circles appear and your child starts naming the scribble (“that’s Daddy”) — often after drawing it.',
  'help.stages.scribbling.help': 'Big paper, chunky crayons and no expectations. The movement is the point, and so is the naming.',
  'help.stages.preSchematic.name': 'Pre-schematic',
  'help.stages.preSchematic.ages': 'about 4 to 7',
  'help.stages.preSchematic.see':
    'The first people: a big head with arms and legs straight out of it (“tadpole people”). Things float around the page, sizes follow importance, and colours follow feelings more than reality.',
  'help.stages.preSchematic.help': 'Ask about the story in the picture. A purple dog is a choice, not a mistake.',
  'help.stages.schematic.name': 'Schematic',
  'help.stages.schematic.ages': 'about 7 to 9',
  'help.stages.schematic.see':
    'A settled way of drawing things — the same house, tree and person each time — a baseline along the bottom, a strip of sky at the top, and sometimes the inside and outside of a house at once.',
  'help.stages.schematic.help': 'Offer new subjects and points of view: “What would it look like from a bird’s eye?”',
  'help.stages.realism.name': 'Dawning realism',
  'help.stages.realism.ages': 'about 9 to 11',
  'help.stages.realism.see': 'More detail, overlapping shapes and first tries at depth. Children become self-critical and may say they “can’t draw”.',
  'help.stages.realism.help': 'Keep the focus on looking and trying. Comics, maps and designs are great ways back in for a doubtful child.',

  'help.talking.intro': 'What we say about a drawing shapes whether a child wants to make the next one. A few habits go a long way.',
  'help.talking.tip1.lead': 'Start with “Tell me about your drawing.”',
  'help.talking.tip1.text': 'It invites a story instead of a test. “What is it?” can sound as if you should be able to tell.',
  'help.talking.tip2.lead': 'Describe what you see.',
  'help.talking.tip2.text': '“You used lots of red here.” “These lines go round and round.” It shows you really looked, without judging.',
  'help.talking.tip3.lead': 'Praise the effort, not the talent.',
  'help.talking.tip3.text':
    '“You worked on that for a long time” or “You tried a new colour” helps a child keep going. “You’re a born artist” makes the next drawing feel risky.',
  'help.talking.tip4.lead': 'Never correct.',
  'help.talking.tip4.text': 'A hand with seven fingers or a green sun is your child’s decision. Correcting teaches them to draw for you, not for themselves.',
  'help.talking.tip5.lead': 'Ask before you write on it.',
  'help.talking.tip5.text': 'If you want to add a title or date, ask where it should go, or write it on the back.',

  'help.materials.intro': "You don't need anything fancy. Simple materials that are easy to use keep the focus on drawing.",
  'help.materials.tip1.lead': 'Chunky crayons for small hands.',
  'help.materials.tip1.text': 'Thick crayons and triangular pencils are easier to grip for 3 to 5-year-olds and do not snap under pressure.',
  'help.materials.tip2.lead': 'Washable markers.',
  'help.materials.tip2.text': 'Bright, quick colour with no worry about the table or sleeves. Put the caps back together as part of tidying up.',
  'help.materials.tip3.lead': 'Thick paper, and plenty of it.',
  'help.materials.tip3.text':
    'Heavier paper (around 120 g/m²) survives markers and erasers. A4 works well for our challenges; bigger sheets are great for little ones.',
  'help.materials.tip4.lead': 'A few colours, within reach.',
  'help.materials.tip4.text': 'Eight to twelve colours in an open box beat a closed tin of sixty-four.',
  'help.materials.tip5.lead': 'Let them choose.',
  'help.materials.tip5.text': 'Choosing the paper, the colours and even the subject is part of the creative work, and children stay with a drawing they chose.',

  'help.photos.intro':
    'Our analysis looks at the lines, shapes, colours and details in the photo, so a clear, straight, evenly lit photo gives the most useful feedback. It also makes a lovely keepsake.',
  'help.photos.tip1.lead': 'Use daylight.',
  'help.photos.tip1.text': 'Near a window during the day gives true colours. Evening lamps turn paper yellow.',
  'help.photos.tip2.lead': 'Lay the drawing flat.',
  'help.photos.tip2.text': 'On a table or the floor, smoothed out, with nothing covering the edges.',
  'help.photos.tip3.lead': 'Hold the phone straight above.',
  'help.photos.tip3.text': 'Parallel to the paper, not at an angle, so circles stay round and lines stay straight.',
  'help.photos.tip4.lead': 'Fill the frame.',
  'help.photos.tip4.text': 'The whole page, with just a thin border of table around it. Take one drawing per photo.',
  'help.photos.tip5.lead': 'Watch for shadows.',
  'help.photos.tip5.text': 'Your own head and phone can cast them. Step to the side of the light, not between it and the paper.',
  'help.photos.tip6.lead': 'Turn the flash off.',
  'help.photos.tip6.text': 'Flash makes a bright glare on wax crayon and marker that hides the lines underneath.',

  'help.weekly.intro': "{brand}'s plan is built on small, regular practice. Here is how to get the most out of it without turning drawing into homework.",
  'help.weekly.tip1.lead': 'One challenge a week.',
  'help.weekly.tip1.text': 'The plan has {weeks}, one for each week. Pick a regular, calm moment — a weekend morning works for many families.',
  'help.weekly.tip2.lead': '20 to 30 minutes is plenty.',
  'help.weekly.tip2.text': 'Read the challenge first, get the materials out, and stop while it is still fun. Two short sessions are fine too.',
  'help.weekly.tip3.lead': 'Prepare together.',
  'help.weekly.tip3.text': 'Each challenge has a preparation helper with ideas to warm up and questions to ask. It takes a minute and makes starting easier.',
  'help.weekly.tip4.lead': 'Up to {attempts} attempts.',
  'help.weekly.tip4.text': 'If your child wants another go, send the new drawing too. Nobody has to; the first try counts just as much.',
  'help.weekly.tip5.lead': 'Read the feedback together.',
  'help.weekly.tip5.text': 'Share what went well in your own words. The ideas for next time are for you, to weave into play during the week.',
  'help.weekly.tip6.lead': 'A checkpoint every {everyWeeks} weeks.',
  'help.weekly.tip6.text': 'After every {everyWeeks} completed weeks you can run a checkpoint, {checkpoints} in all, to see how the drawings have changed.',

  'help.results.p1':
    'Every result {brand} shows — the estimated drawing stage, the age range, the strengths and the ideas to practise — is an <strong>estimate</strong>. It comes from a few drawings, each one a snapshot of a single day. A tired afternoon, a new pen or a wild idea can change a drawing a lot.',
  'help.results.p2':
    "{brand} is not a diagnostic tool and cannot tell you whether your child's development is on track. Children grow in bursts and pauses, and drawing is only one small window into that.",
  'help.results.worry':
    "<strong>If something worries you,</strong> about drawing or anything else, your paediatrician is the right person to talk to. They know your child and can look at the whole picture. And if a result here puzzles you, <contact>write to us</contact> — we're happy to explain it.",

  // About Us
  'help.about.metaTitle': 'About Us',
  'help.about.metaDescription':
    "{brand} helps parents of children aged 3 to 10 understand and encourage their child's drawing, with weekly challenges and honest, private feedback.",
  'help.about.title': 'About <underline>{brand}</underline>',
  'help.about.missionTitle': 'Our mission',
  'help.about.mission':
    "To help every parent see what their child's drawings say about how they think, feel and grow, and to make drawing together a small, happy habit rather than a test.",
  'help.about.storyTitle': 'Our story',
  'help.about.story1':
    '"Kritzel" is German for a scribble. {brand} began in Hamburg with a fridge full of children\'s drawings and a simple question: what is this drawing telling us, and how can we help the next one along?',
  'help.about.story2':
    "Developmental research has a lot to say about children's drawing, but little of it reaches parents. So we turned it into weekly challenges you can do at the kitchen table, feedback written in plain words, and estimates that are honest about what one drawing can and cannot show.",
  'help.about.valuesTitle': 'What we believe',
  'help.about.value1.title': 'Child-centered',
  'help.about.value1.text':
    "Every child is different. Challenges follow your child's age, stage and interests, and feedback celebrates effort and curiosity, never a rank.",
  'help.about.value2.title': 'Evidence-based',
  'help.about.value2.text':
    "Our challenges and checkpoints build on decades of research into how children's drawing develops. We say what we measure, and we give ranges, not verdicts.",
  'help.about.value3.title': 'Privacy first',
  'help.about.value3.text':
    "Your child's drawings are private to you. Photo metadata such as location is removed on upload, and {brand} never uses children's data to train models.",
  'help.about.value4.title': 'Accessible learning',
  'help.about.value4.text':
    'Paper, a few crayons and 20 to 30 minutes a week are all it takes. The site works on any phone, with a keyboard and with a screen reader.',
  'help.about.whoTitle': 'Who {brand} helps',
  'help.about.parents.title': 'Parents',
  'help.about.parents.text':
    "A short, playful drawing challenge each week, feedback written for you, and a {weeks}-week picture of how your child's drawing grows.",
  'help.about.educators.title': 'Educators',
  'help.about.educators.text':
    'Age-appropriate drawing activities grounded in developmental research, ready to use at home, in kindergarten or in a classroom.',
  'help.about.families.title': 'Families',
  'help.about.families.text': 'Time together at the kitchen table, and keepsakes made from the drawings, to share with grandparents near and far.',
  'help.about.contactTitle': 'Get in touch',
  'help.about.contactText':
    "Questions, ideas or a drawing story to share? Write to us and we'll get back to you within 24 hours. Our company details and registered address are in the <link>Legal Notice</link>.",
  'help.about.contact': 'Contact us',

  // What one drawing can tell (/help/drawing-age)
  'help.age.metaTitle': 'What one drawing can tell',
  'help.age.metaDescription':
    "What {brand}'s drawing age means, how it was tested on 1,660 children's drawings, and why one drawing cannot say whether a child is ahead or behind.",
  'help.age.title': 'What one drawing <underline>can tell</underline>',
  'help.age.intro': '{brand} looks at a drawing and says what it shows. Its drawing age is a guide to the drawing, not a measure of your child.',
  'help.age.whatTitle': 'What the drawing age is',
  'help.age.what':
    'The drawing age is the ages of the children who make drawings like this one. “Drawings like this one are made by children aged about 4 ½ to 9” says something about the drawing: children of many ages draw this way. It does not say how old your child’s mind is, and it is not an IQ or school-readiness score.',
  'help.age.testedTitle': 'How we tested it',
  'help.age.tested':
    "We tested Kritzel's drawing analyser on 1,660 drawings by children aged 4 to 8, published by Long and colleagues in <cite>Nature Communications</cite> (2024). Each child drew one object — a fish, a cup, a rabbit — on a tablet. We hid each child’s age, estimated it from the drawing, and compared.",
  'help.age.figure1.lead': 'The range usually holds the child’s age.',
  'help.age.figure1.text': 'For 88.5 to 98 children in 100, their real age fell inside the range we showed.',
  'help.age.figure2.lead': 'The range is wide.',
  'help.age.figure2.text': 'Half of the ranges were wider than 53 months — about four and a half years.',
  'help.age.figure3.lead': 'It barely tells older from younger children.',
  'help.age.figure3.text':
    'Put in order by their drawing age, the children were hardly in order of their real age: the match (Spearman’s ρ) was 0.06, where 1 would be perfect and 0 is chance.',
  'help.age.testedAfter':
    'So one drawing says little about where a child between 4 and 8 stands. Children of 4 and of 8 put about the same amount of line, shapes and detail on the page; what changes with age is harder to measure from one drawing.',
  'help.age.aheadTitle': 'When we say “ahead” or “behind”',
  'help.age.aheadOnly': 'Only when both of these are true:',
  'help.age.aheadAges':
    'your child is between 4 years 6 months and 8 years 6 months — the ages the analyser was tested on, as it knows them (its drawings carry whole years, each taken at its middle), and',
  'help.age.aheadRange': 'the whole range lies above your child’s age (ahead) or below it (behind).',
  'help.age.aheadOutside':
    'For a younger or older child the analyser has no drawings to compare with — near 4 and near 9 its range simply ends where its drawings end — so it cannot place your child as ahead or behind, and we do not try. Even inside those ages, “ahead” or “behind” from one drawing is a reason to draw more together, not a finding about your child.',
  'help.age.goodTitle': 'What it is good for',
  'help.age.good1.lead': 'Seeing what the drawing shows.',
  'help.age.good1.text': 'Shapes, lines, details inside shapes, colours, a ground line — said plainly, so you can talk about them together.',
  'help.age.good2.lead': 'Following practice.',
  'help.age.good2.text': 'Weekly challenges give your child new things to try, and you can watch what appears in their drawings over the weeks.',
  'help.age.realTitle': 'How drawing development is really checked',
  'help.age.real1':
    'Standard drawing tasks — copying shapes such as a circle, a cross or a square, and drawing a person — done the same way with many children, are how professionals check drawing development. Your paediatrician can do them with your child.',
  'help.age.real2':
    '{brand} is not a diagnostic tool. If you have any worries about your child’s development, your paediatrician is the right person to ask. You can also read our <guide>Parent Guide</guide> on how drawing grows from 3 to 10.',
};
