/**
 * The deck's script, small and deterministic: arrows, PageUp/PageDown, Space, Home and End move,
 * N toggles the notes, #slide-N opens a given slide, and focus follows the slide so screen
 * readers announce it. On a touch screen a swipe left or right moves, and so does a tap on the
 * slide's right or left half (not on the buttons or the notes). A slide's type is scaled down step by step while its frame overflows
 * or a block's text runs out of its box (a squeezed statement on a phone; a few pixels of a big
 * figure's line height are not that), never below half, on show, on resize and before printing.
 */
export const DECK_SCRIPT = `
(function(){
var root=document.documentElement,slides=document.querySelectorAll(".slide"),current=0;
root.classList.add("js");
function overflows(s){var f=s.querySelector(".frame");if(!f)return false;var b=f.getBoundingClientRect(),all=f.querySelectorAll("*");if(f.scrollHeight>f.clientHeight+1||f.scrollWidth>f.clientWidth+1)return true;for(var i=0;i<all.length;i++){var e=all[i],r=e.getBoundingClientRect();if(r.width&&(r.bottom>b.bottom+1||r.right>b.right+1))return true;if(e.clientHeight&&e.scrollHeight>e.clientHeight+6)return true}return false}
function fit(s){var k=1;s.style.removeProperty("--fit");while(overflows(s)&&k>0.5){k=Math.round((k-0.05)*100)/100;s.style.setProperty("--fit",String(k))}}
function show(i,focus){current=Math.max(0,Math.min(slides.length-1,i));for(var k=0;k<slides.length;k++){slides[k].classList.toggle("current",k===current)}fit(slides[current]);if(focus){slides[current].focus()}}
function notes(){root.classList.toggle("show-notes")}
function fromHash(){var m=/^#slide-(\\d+)$/.exec(location.hash);show(m?Number(m[1])-1:current,false)}
fromHash();window.addEventListener("hashchange",fromHash);
window.addEventListener("resize",function(){fit(slides[current])});
window.addEventListener("beforeprint",function(){root.classList.remove("js");for(var k=0;k<slides.length;k++){fit(slides[k])}});
window.addEventListener("afterprint",function(){root.classList.add("js");show(current,false)});
document.addEventListener("keydown",function(e){
if(e.altKey||e.ctrlKey||e.metaKey||(e.target.tagName==="BUTTON"&&(e.key===" "||e.key==="Enter")))return;
var k=e.key;
if(k==="ArrowRight"||k==="PageDown"||(k===" "&&!e.shiftKey))show(current+1,true);
else if(k==="ArrowLeft"||k==="PageUp"||k===" ")show(current-1,true);
else if(k==="Home")show(0,true);else if(k==="End")show(slides.length-1,true);
else if(k==="n"||k==="N")notes();else return;
e.preventDefault();
});
var touch=0;
document.addEventListener("touchstart",function(e){var t=e.touches[0];touch=e.touches.length===1&&!e.target.closest(".controls,.notes")?{x:t.clientX,y:t.clientY}:0},{passive:true});
document.addEventListener("touchend",function(e){if(!touch)return;var t=e.changedTouches[0],dx=t.clientX-touch.x,dy=t.clientY-touch.y;touch=0;
if(Math.abs(dx)>40&&Math.abs(dx)>Math.abs(dy)*1.5)show(current+(dx<0?1:-1),false);
else if(Math.abs(dx)<10&&Math.abs(dy)<10)show(current+(t.clientX>window.innerWidth/2?1:-1),false);
else return;
e.preventDefault();
});
document.getElementById("prev").onclick=function(){show(current-1,false)};
document.getElementById("next").onclick=function(){show(current+1,false)};
document.getElementById("notes").onclick=notes;
})();
`;
