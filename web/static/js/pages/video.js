import '../video/app.js';
