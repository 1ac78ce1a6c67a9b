// One wording for durations on the server and in the browser: "about 42 minutes", never "2490 seconds".
export { durationInWords, durationInWordsIn } from '../../contracts/duration-words';
